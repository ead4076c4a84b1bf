/**
 * The details section's steps (spec 000 §2 "Personal-detail steps"): each step's screen is its own lazily loaded
 * chunk, so a candidate on the phone step downloads the phone form and nothing of education.
 */
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import type { DetailsStep } from '../../../domain/sections';
import { PageSkeleton } from '../../app/page-skeleton';

const STEP_SCREENS: Record<DetailsStep, LazyExoticComponent<ComponentType>> = {
  name: lazy(() => import('./name-step').then((module) => ({ default: module.NameStep }))),
  birth: lazy(() => import('./birth-step').then((module) => ({ default: module.BirthStep }))),
  previous_name: lazy(() => import('./previous-name-step').then((module) => ({ default: module.PreviousNameStep }))),
  social_media: lazy(() => import('./social-media-step').then((module) => ({ default: module.SocialMediaStep }))),
  id: lazy(() => import('./id-step').then((module) => ({ default: module.IdStep }))),
  address: lazy(() => import('./address-step').then((module) => ({ default: module.AddressStep }))),
  phone: lazy(() => import('./phone-step').then((module) => ({ default: module.PhoneStep }))),
  education: lazy(() => import('./education-step').then((module) => ({ default: module.EducationStep }))),
  qualification: lazy(() => import('./qualification-step').then((module) => ({ default: module.QualificationStep }))),
  directorship: lazy(() => import('./directorship-step').then((module) => ({ default: module.DirectorshipStep }))),
};

export function DetailsStepScreen({ step }: { step: DetailsStep }) {
  const Screen = STEP_SCREENS[step];
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Screen />
    </Suspense>
  );
}
