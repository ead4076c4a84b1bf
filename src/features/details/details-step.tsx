/**
 * The details section's steps (spec 000 §2 "Personal-detail steps"): each step's screen is its own lazily loaded
 * chunk, so a candidate on the phone step downloads the phone form and nothing of education. A step without a
 * screen yet keeps the frame and its not-available notice.
 */
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import type { DetailsStep } from '../../../domain/sections';
import { PageSkeleton } from '../../app/page-skeleton';
import { StepPlaceholder } from '../../app/step-layout/step-placeholder';

const STEP_SCREENS: Record<DetailsStep, LazyExoticComponent<ComponentType> | null> = {
  name: null,
  birth: null,
  previous_name: null,
  social_media: null,
  id: null,
  address: null,
  phone: null,
  education: null,
  qualification: null,
  directorship: lazy(() => import('./directorship-step').then((module) => ({ default: module.DirectorshipStep }))),
};

export function DetailsStepScreen({ step }: { step: DetailsStep }) {
  const Screen = STEP_SCREENS[step];
  if (!Screen) return <StepPlaceholder section="details" step={step} />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Screen />
    </Suspense>
  );
}
