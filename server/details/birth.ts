/**
 * POST .../details/birth/ (spec 000 §7): the birth answers replace those stored in candidate_details, each picked
 * country or nationality with its English name beside it; questions the request does not ask are stored as null.
 */
import { birthSchema } from '../../domain/details/birth.schema';
import { candidateDetails } from '../db/schema';
import { detailsStep, nameOf } from './step-handler';

export const birthStep = detailsStep({
  schema: birthSchema,
  async save(tx, { responseId, now, context }, values) {
    const { countries, nationalities } = context;
    const record = {
      dateOfBirth: values.date_of_birth,
      countryOfBirth: values.country_of_birth,
      countryOfBirthName: nameOf(countries, values.country_of_birth),
      townOfBirth: values.town_of_birth,
      stateOfBirth: values.state_of_birth,
      nationalityAtBirth: values.nationality_at_birth,
      nationalityAtBirthName: nameOf(nationalities, values.nationality_at_birth),
      isNationalityChangedSinceBirth: values.is_nationality_changed_since_birth,
      newNationality: values.new_nationality,
      newNationalityName: nameOf(nationalities, values.new_nationality),
      holdsDualNationality: values.holds_dual_nationality,
      secondNationality: values.second_nationality,
      secondNationalityName: nameOf(nationalities, values.second_nationality),
      isCompleted: true,
      updatedAt: now,
    };
    await tx
      .insert(candidateDetails)
      .values({ responseId, ...record })
      .onConflictDoUpdate({ target: candidateDetails.responseId, set: record });
  },
});
