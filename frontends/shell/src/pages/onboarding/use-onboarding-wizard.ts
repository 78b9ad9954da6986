import { ONBOARDING_STEPS } from '@pennant/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../settings/service';
import {
  clampStep,
  completeOnboarding,
  saveOnboardingStep,
  useApplyOnboardingState,
} from './service';

export type WizardPending = 'step' | 'finish' | null;

export interface OnboardingWizard {
  step: number;
  pending: WizardPending;
  /** Shows `target` and saves it as the dealer's step; resolves false when the save failed. */
  goTo: (target: number) => Promise<boolean>;
  next: () => Promise<boolean>;
  back: () => Promise<boolean>;
  /** Moves on without doing the current step ("Step Skipped"). */
  skip: () => Promise<void>;
  /** Marks onboarding complete and opens the dashboard. */
  finish: (options?: { skipped?: boolean }) => Promise<void>;
}

export function useOnboardingWizard(initialStep: number): OnboardingWizard {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const applyState = useApplyOnboardingState();
  const [step, setStep] = useState(() => clampStep(initialStep));
  const [pending, setPending] = useState<WizardPending>(null);

  const goTo = async (target: number) => {
    const nextStep = clampStep(target);
    if (nextStep === step) return true;
    setPending('step');
    try {
      const state = await saveOnboardingStep(nextStep);
      setStep(nextStep);
      void applyState(state);
      return true;
    } catch (error) {
      notification.error({
        message: 'Step Not Saved',
        description: `Your setup progress could not be saved. ${errorMessage(error)}`,
      });
      return false;
    } finally {
      setPending(null);
    }
  };

  const finish = async ({ skipped = false }: { skipped?: boolean } = {}) => {
    setPending('finish');
    try {
      const state = await completeOnboarding();
      await applyState(state);
      notification.success(
        skipped
          ? {
              message: 'Step Skipped',
              description:
                'Setup is complete. You can add a payment method from Billing at any time.',
            }
          : { message: 'Setup Completed', description: 'Pennant is ready for your cards.' },
      );
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setPending(null);
      notification.error({
        message: 'Setup Not Completed',
        description: `Finishing setup failed. Please try again. ${errorMessage(error)}`,
      });
    }
  };

  const skip = async () => {
    if (step >= ONBOARDING_STEPS) {
      await finish({ skipped: true });
      return;
    }
    if (await goTo(step + 1)) {
      notification.info({
        message: 'Step Skipped',
        description: 'You can come back to this step at any time.',
      });
    }
  };

  return {
    step,
    pending,
    goTo,
    next: () => goTo(step + 1),
    back: () => goTo(step - 1),
    skip,
    finish,
  };
}
