/**
 * The translations of the validation message ids (domain/messages.ts). The schemas and the API speak in ids; a
 * page shows them through `useMessageText()`, which finds the id's message here (a filled template by its
 * pattern, with its values) and translates it. An id missing here shows as it is, in English.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { MESSAGES, MESSAGE_TEMPLATES, matchMessage, type MessageId, type MessageTemplate } from '../../domain/messages';

export const MESSAGE_TEXT: Record<MessageId | MessageTemplate, MessageDescriptor> = {
  [MESSAGES.required]: msg`Please fill in this field`,
  [MESSAGES.selectYesOrNo]: msg`Select yes or no`,
  [MESSAGES.selectFromList]: msg`Please select from the list`,
  [MESSAGES.selectTitle]: msg`Select your title`,
  [MESSAGES.selectGender]: msg`Select your gender`,
  [MESSAGES.selectEmploymentType]: msg`Select the type of employment`,
  [MESSAGES.selectReasonForLeaving]: msg`Select your reason for leaving`,
  [MESSAGES.selectGapReason]: msg`Select the reason for the gap`,
  [MESSAGES.selectSkipReason]: msg`Select why you are skipping this section`,
  [MESSAGES.selectDirectorshipType]: msg`Select the type of directorship`,
  [MESSAGES.selectYear]: msg`Select the year`,
  [MESSAGES.selectMonth]: msg`Select the month`,
  [MESSAGES.selectDay]: msg`Select the day`,
  [MESSAGES.selectModeOfStudy]: msg`Select how you studied`,
  [MESSAGES.selectPlatform]: msg`Select the platform`,
  [MESSAGES.selectNameType]: msg`Select what kind of name it is`,
  [MESSAGES.selectPassportType]: msg`Select the passport type`,
  [MESSAGES.selectIdType]: msg`Select the type of number`,
  [MESSAGES.selectCitizenship]: msg`Select your citizenship`,
  [MESSAGES.selectState]: msg`Select the state or territory`,
  [MESSAGES.selectLicenceAgency]: msg`Select the agency that issued the licence`,
  [MESSAGES.selectAcquaintance]: msg`Select how long you have known the referee`,
  [MESSAGES.selectCountryCode]: msg`Select the country code`,
  [MESSAGES.selectPhoneType]: msg`Select what kind of number it is`,
  [MESSAGES.selectAnswer]: msg`Select an answer`,
  [MESSAGES.invalidDate]: msg`Please enter a real date`,
  [MESSAGES.dateInFuture]: msg`The date cannot be in the future`,
  [MESSAGES.notAllowedValue]: msg`Please enter your details rather than n/a or -`,
  [MESSAGES.placeOfBirthPattern]: msg`Please enter only letters, spaces, hyphens (–) or apostrophes ('), and make sure the entry begins and ends with a letter.`,
  [MESSAGES.ageRange]: msg`Your age must be between 16 and 110 years`,
  [MESSAGES.previousFirstName]: msg`Please add your previous first name, even if one is the same as your current name.`,
  [MESSAGES.previousMiddleName]: msg`If you do not have a previous middle name, tick the box below.`,
  [MESSAGES.previousLastName]: msg`Please add your previous last name, even if one is the same as your current name.`,
  [MESSAGES.notBeforeBirth]: msg`Should be greater or equal to date of birth`,
  [MESSAGES.notBeforeStart]: msg`The end date cannot be before the start date`,
  [MESSAGES.accountUrl]: msg`Please enter the full address of the account, starting with https://`,
  [MESSAGES.duplicatePlatform]: msg`You have already used this account type`,
  [MESSAGES.duplicateAccount]: msg`You have already used this account url`,
  [MESSAGES.invalidUsPhone]: msg`Invalid USA phone number`,
  [MESSAGES.invalidPhone]: msg`Please enter a phone number using digits only`,
  [MESSAGES.invalidPhoneForCountry]: msg`Please enter a valid phone number for the country you chose`,
  [MESSAGES.invalidEmail]: msg`Invalid email address`,
  [MESSAGES.sameAsCandidateEmail]: msg`Institution email cannot be the same as candidate email`,
  [MESSAGES.lostLinkEmailRequired]: msg`Enter your email address.`,
  [MESSAGES.lostLinkEmailInvalid]: msg`Enter a valid email address.`,
  [MESSAGE_TEMPLATES.maxLength]: msg({ message: 'Ensure this field has no more than {max} characters.' }),
  [MESSAGE_TEMPLATES.maxItems]: msg({ message: 'Ensure this field has no more than {max} elements.' }),
  [MESSAGE_TEMPLATES.minimumRecords]: msg({ message: 'You need to provide at least {n} education records.' }),
  [MESSAGES.singleRecord]: msg`Please give only one record`,
  [MESSAGES.qualificationBeforeStart]: msg`The date of qualification cannot be before the start date`,
  [MESSAGES.previousNamesRequired]: msg`Please add at least one previous name`,
  [MESSAGES.socialMediaRequired]: msg`Please add at least one social media account`,
  [MESSAGES.consentRequired]: msg`Please tick this box to continue`,
  [MESSAGES.consentSaveFailed]: msg`There was an error submitting the form. Please try again.`,
  // Identity documents
  [MESSAGES.onlySixDigits]: msg`Only 6-digit number allowed`,
  [MESSAGES.invalidShareCode]: msg`Please enter valid sharecode`,
  [MESSAGES.invalidNationalInsurance]: msg`Please enter a National Insurance number in the right format, for example QQ 12 34 56 C`,
  [MESSAGES.invalidSsn]: msg`Please enter the 9 digits of the social security number, for example 123-45-6789`,
  [MESSAGES.passportExpired]: msg`This passport has expired. Only a current passport can be given.`,
  [MESSAGES.expiryNotAfterIssue]: msg`The expiry date must be after the issue date`,
  [MESSAGES.expiryBeforeValidFrom]: msg`The expiry date cannot be before the valid from date`,
  [MESSAGES.expiryTooFar]: msg`The expiry date cannot be more than 100 years ahead`,
  // Address history
  [MESSAGES.addressPunctuation]: msg`Please do not include any commas (,), apostrophes (’), full stops (.) or hyphens (-)`,
  [MESSAGES.invalidUsPostcode]: msg`Invalid USA postal code.`,
  [MESSAGES.invalidGbPostcode]: msg`Please enter a UK postcode with a space in the middle, for example SW1A 1AA`,
  [MESSAGES.postcodeNotApplicable]: msg`Please enter 0000 rather than N/A when the address has no postcode`,
  [MESSAGES.postcodeFourDigits]: msg`Please enter the 4 digits of the postcode`,
  [MESSAGES.postcodeFiveDigits]: msg`Please enter the 5 digits of the postcode`,
  [MESSAGES.invalidBrPostcode]: msg`Please enter the 8 digits of the CEP, for example 01304-001`,
  [MESSAGES.invalidCaPostcode]: msg`Please enter a Canadian postal code, for example K1A 0B1`,
  [MESSAGES.movedInAfterLaterAddress]: msg`This date cannot be later than the date you moved into the address above`,
  [MESSAGES.minimumAddressYears]: msg`Please provide the minimum number of years of address history.`,
  // Any text in a body the API receives
  [MESSAGES.nullCharacter]: msg`Null characters are not allowed.`,
  [MESSAGES.loneSurrogate]: msg`Please remove the broken character from this field`,
  // Names
  [MESSAGES.hiddenControlCharacters]: msg`Please remove the hidden control characters from this field`,
  [MESSAGES.nameCharacters]: msg`Please enter only letters, spaces, hyphens (-), apostrophes (') and full stops (.)`,
  // Adverse financial history
  [MESSAGES.creditNameMissing]: msg`Please add your first and last name before the credit check`,
  [MESSAGES.creditBirthMissing]: msg`Please add your date of birth before the credit check`,
  [MESSAGES.creditAddressMissing]: msg`Please add your current address before the credit check`,
  // Instant employment verification's decline dialog
  [MESSAGES.declineReasonRequired]: msg`Please select decline reason`,
  [MESSAGES.declineNotesRequired]: msg`Please enter decline notes`,
  // Employment history
  [MESSAGES.agencyEmailSameAsOwn]: msg`Agency email address should be different from your own email address.`,
  [MESSAGES.hrEmailSameAsOwn]: msg`HR email address should be different from your own email address.`,
  [MESSAGES.personalEmail]: msg`Email address should not be gmail, googlemail, hotmail, or yahoo`,
  [MESSAGES.contactDateRange]: msg`Please choose a date from today to one year ahead`,
  [MESSAGES.employmentGapsUnfilled]: msg`Please fill all employment gaps identified in your employment history.`,
  [MESSAGES.employmentCriteriaNotMet]: msg`The minimum employment criteria has not been met, add another employer.`,
  [MESSAGES.employerNoIntent]: msg`There was an error`,
  [MESSAGES.employmentCallFailed]: msg`An unknown error occurred`,
  // Directorships
  [MESSAGES.endYearBeforeStart]: msg`End year cannot be less than start year`,
  [MESSAGES.endMonthBeforeStart]: msg`End month cannot be less than start month`,
  [MESSAGES.endDayBeforeStart]: msg`End day cannot be less than start day`,
  // Fitness and propriety
  [MESSAGES.acknowledgeBySigning]: msg`Please acknowledge by signing`,
  [MESSAGES.rangeOutOfScale]: msg`Please choose a number from 1 to 10`,
  [MESSAGES.signatureNotPng]: msg`The signature must be a PNG image`,
  [MESSAGES.signatureTooLarge]: msg`The signature image is too large`,
  [MESSAGES.followUpNotAsked]: msg`This question is not asked for the answer you gave`,
  [MESSAGES.questionsUnanswered]: msg`Please answer every question before you continue`,
  [MESSAGES.refereeAlreadyNominated]: msg`You have already nominated this referee.`,
  [MESSAGES.refereeEmailSameAsOwn]: msg`Referee email address should be different from your own email address.`,
  [MESSAGES.refereeBusinessEmail]: msg`Referee email address must be a business email address`,
  [MESSAGES.refereeContactConsent]: msg`If you do not want this referee to be contacted now, delete their details and give another referee who can be contacted.`,
  [MESSAGES.refereeRelationshipRequired]: msg`Please choose at least one relationship`,
  // Document uploads
  [MESSAGES.fileRequired]: msg`Please choose a file to upload`,
  [MESSAGES.fileTypeNotAccepted]: msg`Please upload a JPEG or PNG image, a PDF or a Word (.doc) document`,
  [MESSAGES.fileUnreadable]: msg`This file could not be read. Please upload another copy.`,
  [MESSAGES.fileMalware]: msg`This file contains a virus or other harmful content and was not uploaded`,
  [MESSAGES.imageTooManyPixels]: msg`This image is too large in width and height. Please upload a smaller copy.`,
  [MESSAGES.uploadExpiryTooFar]: msg`The expiry date cannot be more than 20 years ahead`,
  [MESSAGES.selectionPrimaryRequired]: msg`Please select at least one primary document`,
  [MESSAGES.selectionPointsShort]: msg`Please select more documents to make a minimum of 100 points`,
  [MESSAGES.documentSelectedTwice]: msg`Each document can be counted only once`,
  [MESSAGES.validInteger]: msg`A valid integer is required.`,
};

/** Translates a message id, or a filled template, into the reader's language. */
export function useMessageText(): (message: string) => string {
  const { i18n } = useLingui();
  return useCallback(
    (message: string) => {
      const exact = MESSAGE_TEXT[message as MessageId];
      if (exact) return i18n._(exact);
      const filled = matchMessage(message);
      if (filled) return i18n._(MESSAGE_TEXT[filled.template].id, filled.values);
      return message;
    },
    [i18n],
  );
}
