import type { LanguageTexts } from './index';

export const EN: LanguageTexts = {
  documents: {
    consent_document: {
      title: 'Consent to background screening',
      paragraphs: [
        '{company} (“the Organisation”) has asked {candidate} to complete background screening as part of its recruitment and vetting process. The screening is carried out on the Organisation’s behalf by its appointed screening provider.',
        'I authorise the Organisation and its screening provider to verify the information I have given and to carry out the checks the Organisation has requested. These may include my identity, right to work, address history, employment history and references, education and professional qualifications, directorships, financial and credit records, publicly available media and, where the role lawfully allows it, criminal records.',
        'I authorise my current and former employers, educational institutions, professional bodies, referees, public authorities, credit reference agencies and other relevant sources to release information about me to the screening provider for these purposes.',
        'I understand that my personal data, which may include information about criminal convictions, will be processed only to assess my suitability for the role, in accordance with applicable data protection law. It will be kept securely and for no longer than necessary. Where a check involves a source in another country, appropriate safeguards will apply to any transfer of my data.',
        'I understand that I have the right to access the personal data held about me, to ask for inaccurate information to be corrected, and to be told of the outcome of any check that affects a decision about me. I may withdraw this consent at any time by writing to the Organisation. Withdrawing it does not affect checks already completed, and the Organisation may then be unable to continue with my application.',
        'I confirm that the information I have given is true and complete to the best of my knowledge. I understand that giving false or misleading information may lead to my application being withdrawn or my employment being ended.',
      ],
      declaration: 'I have read and understood this form, and I consent to the background screening described above.',
    },
    acic_document: {
      title: 'Consent and application for a Nationally Coordinated Criminal History Check',
      paragraphs: [
        '{company} has asked for a Nationally Coordinated Criminal History Check (a national police check) about {candidate}. The check is submitted through a body accredited by the Australian Criminal Intelligence Commission (ACIC) to access the National Police Checking Service.',
        'I apply for a national police check. I give my informed consent for the accredited body to submit my personal information, including my name, every other name I have used, my date and place of birth, my gender and my address history, to the ACIC, and for the ACIC to share it with Australian police agencies so that they can search their records for information about me.',
        'I understand that the result may include disclosable court outcomes and pending charges recorded in any Australian state or territory, subject to the spent convictions and non-disclosure laws of each jurisdiction and to the information release policy of the police agency that holds the record. The ACIC and police agencies may keep information from the check as the law permits.',
        'I consent to the result of the check being released to the accredited body and to {company} to assess my suitability for the position, and to my personal information being handled in accordance with the Privacy Act 1988 (Cth) and the Australian Privacy Principles.',
        'I will provide identity documents, including a commencement document, a primary document and a secondary document, so that my identity can be verified before the check is submitted. I understand that the check may be delayed if my information is incomplete or needs further review, and that I may dispute a result I believe to be wrong through the accredited body.',
        'I declare that the information I have given, including every name I have been known by, is true and correct. I understand that giving false or misleading information to a Commonwealth entity is an offence under the Criminal Code Act 1995 (Cth).',
      ],
      declaration:
        'I have read and understood this consent, and I apply for a Nationally Coordinated Criminal History Check on these terms.',
    },
    disclosure_document: {
      title: 'Disclosure regarding background investigation',
      paragraphs: [
        '{company} (“the Company”) may obtain information about you from a third-party consumer reporting agency for employment purposes. You may therefore be the subject of a “consumer report” and/or an “investigative consumer report”, which may include information about your character, general reputation, personal characteristics and mode of living, and which may involve personal interviews with sources such as your neighbours, friends or associates.',
        'These reports may contain information about your credit history, criminal history, motor vehicle records, the verification of your education or employment history, or other background checks, to the extent permitted by law.',
        'You have the right, on written request made within a reasonable time, to ask whether a consumer report has been obtained about you and to receive a complete and accurate disclosure of the nature and scope of any investigative consumer report. You may also ask the consumer reporting agency for a copy of your report, and you will receive a summary of your rights under the Fair Credit Reporting Act.',
        'Before any adverse employment decision is made based in whole or in part on a consumer report, you will be given a copy of the report and the summary of your rights, and the opportunity to dispute any information you believe to be inaccurate or incomplete.',
      ],
      declaration:
        'I acknowledge that I have received and read this disclosure, and I authorise the Company to obtain consumer reports and investigative consumer reports about me for employment purposes.',
    },
    afp_document: {
      title: 'Consent for a National Police Check by the Australian Federal Police',
      paragraphs: [
        '{company} has asked for a National Police Check about {candidate}, processed by the Australian Federal Police (AFP).',
        'I consent to the AFP using my personal information, including every name I have been known by, my date and place of birth and my address history, to search the records of Australian police agencies through the National Police Checking Service, and to my information being shared with those agencies and with the Australian Criminal Intelligence Commission for that purpose.',
        'I understand that the AFP will release disclosable court outcomes and pending matters in accordance with its information release policy, the spent convictions scheme in Part VIIC of the Crimes Act 1914 (Cth), and the spent convictions laws of the state or territory in which the record is held.',
        'I consent to the result of the check being provided to {company} and its screening provider to assess my suitability for employment, and to it being handled in accordance with the Privacy Act 1988 (Cth). I understand that I may contact the AFP if I believe the result is incorrect.',
        'I will provide identity documents worth at least 100 points, including at least one primary document, so that my identity can be verified.',
        'I declare that the information I have given is true and correct, and I understand that giving false or misleading information may be an offence.',
      ],
      declaration:
        'I have read and understood this consent, and I consent to a National Police Check being conducted by the Australian Federal Police.',
    },
    moj_document: {
      title: 'Consent to release criminal record information (Ministry of Justice, New Zealand)',
      paragraphs: [
        '{company} has asked for the criminal record of {candidate} held by the Ministry of Justice of New Zealand.',
        'I authorise the Ministry of Justice to release my criminal conviction history to {company}, and to its screening provider acting on its behalf, under the Privacy Act 2020, to assess my suitability for employment.',
        'I understand that, under the Criminal Records (Clean Slate) Act 2004, convictions that meet the clean slate criteria will not be released unless an exception in that Act applies to the role. I understand that the record may include convictions entered in New Zealand courts, including certain traffic convictions.',
        'I confirm that the personal details I have given, including my full name, every other name I have used, my date of birth and my identity documents, are correct, so that the Ministry can match me to the right record. I understand that the Ministry may decline the request if my identity cannot be verified.',
        'I understand that I may ask the Ministry of Justice for a copy of my own record at any time and ask for information about me to be corrected. I may withdraw this consent by writing to {company} before the request is sent to the Ministry.',
      ],
      declaration:
        'I have read and understood this consent, and I authorise the Ministry of Justice to release my criminal record to {company}.',
    },
    nz_dl_document: {
      title: 'Consent to release driver licence information (New Zealand)',
      paragraphs: [
        '{company} has asked for information about the New Zealand driver licence of {candidate}, as held on the driver licence register by the New Zealand Transport Agency Waka Kotahi (NZTA).',
        'I authorise NZTA to release my driver licence record to {company} and to its screening provider. The record may include my licence number, the classes and endorsements I hold and their status, their issue and expiry dates, any current or past suspensions, revocations and disqualifications, my demerit points, and recorded traffic offences and infringements.',
        'I understand that this information is released under the Land Transport Act 1998 and the Privacy Act 2020, that it will be used only to assess my suitability for a role that involves driving, and that it will be stored securely and kept no longer than necessary.',
        'I confirm that the licence details I have given are correct. I understand that I may ask NZTA for my own driver licence record and ask for incorrect information to be corrected.',
      ],
      declaration:
        'I have read and understood this consent, and I authorise NZTA to release my driver licence record to {company}.',
    },
  },
  page: {
    sandboxBanner:
      'Sandbox: this is a test signing page. Nothing signed here is legally binding, and no real signing service is involved.',
    requestedBy: 'Requested by {company}',
    signHeading: 'Sign the document',
    fullNameLabel: 'Your full name',
    fullNameHint: 'Type your full name as it appears on your identity documents.',
    signatureLabel: 'Your signature',
    signatureHint: 'Draw your signature in the box with your mouse, finger or stylus.',
    clearSignature: 'Clear signature',
    useTypedName: 'Use my typed name as my signature',
    useTypedNameHint: 'Choose this if you cannot draw, for example when you use a keyboard.',
    signButton: 'Sign',
    testerHeading: 'Sandbox outcomes for testers',
    testerHint: 'These buttons do what the signing service does when a candidate refuses to sign or the service fails.',
    declineButton: 'Decline to sign',
    failButton: 'Simulate a failure',
    errorSummaryTitle: 'There is a problem',
    nameRequired: 'Enter your full name',
    nameTooLong: 'Your full name must be 180 characters or fewer',
    signatureRequired: 'Draw your signature, or choose to use your typed name as your signature',
    signatureInvalid: 'Your signature could not be read. Please draw it again',
    signedTitle: 'Document signed',
    signedBody: 'Signed by {name} on {date}. A signed copy has been sent to {company}.',
    declinedTitle: 'You declined to sign',
    declinedBody: 'The document was not signed. Return to your form to start again.',
    failedTitle: 'Signing failed',
    failedBody: 'The signing service could not complete your signature. Return to your form and try again.',
    closeWindow: 'You can now close this window and return to your form.',
    returnLink: 'Return to your form',
    unavailableTitle: 'This signing link is no longer valid',
    unavailableBody: 'Return to your form to open the document again.',
    lockedBody: 'This form can no longer be changed, so the document cannot be signed.',
    signedBy: 'Signed by',
    signedOn: 'Signed on',
    documentReference: 'Document reference',
    sandboxName: 'Sandbox',
    signaturePadLabel: 'Signature drawing area',
    failFlagOn: 'The fail flag is on: signing this document will fail.',
    invalidReturn: 'The return address must be a path on this site.',
    pendingTitle: 'Waiting for the signing service',
    pendingBody:
      'Your signature has not been confirmed yet. Your form will show the document as signed once the signing service confirms it.',
    sandboxSeal: 'Sealed by the sandbox signing service. This copy is for testing only and is not legally binding.',
  },
};
