/**
 * The details section's steps (spec 000 §2 "Personal-detail steps"): each step's screen is its own lazily loaded
 * chunk, so a candidate on the phone step downloads the phone form and nothing of education.
 */
import type { ComponentType } from 'react';
import type { DetailsStep } from '../../../domain/sections';
import { lazyScreen } from '../../app/lazy-screen';

const STEP_SCREENS: Record<DetailsStep, ComponentType> = {
  name: lazyScreen(() => import('./name-step').then((module) => module.NameStep)),
  birth: lazyScreen(() => import('./birth-step').then((module) => module.BirthStep)),
  previous_name: lazyScreen(() => import('./previous-name-step').then((module) => module.PreviousNameStep)),
  social_media: lazyScreen(() => import('./social-media-step').then((module) => module.SocialMediaStep)),
  id: lazyScreen(() => import('./id-step').then((module) => module.IdStep)),
  address: lazyScreen(() => import('./address-step').then((module) => module.AddressStep)),
  phone: lazyScreen(() => import('./phone-step').then((module) => module.PhoneStep)),
  education: lazyScreen(() => import('./education-step').then((module) => module.EducationStep)),
  qualification: lazyScreen(() => import('./qualification-step').then((module) => module.QualificationStep)),
  directorship: lazyScreen(() => import('./directorship-step').then((module) => module.DirectorshipStep)),
};

export function DetailsStepScreen({ step }: { step: DetailsStep }) {
  const Screen = STEP_SCREENS[step];
  return <Screen />;
}
