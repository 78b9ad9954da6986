import { ONBOARDING_STEPS } from '@pennant/contracts';
import { App } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../settings/service';
import {
  clampStep,
  completeOnboarding,
  saveOnboardingStep,
  useApplyOnboardingState,
} from './service';

export type WizardPending = 'step' | 'finish' | null;

/** What the current step does before the wizard leaves it; false keeps the dealer on the step. */
export type BeforeLeavingStep = () => Promise<boolean>;

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
  /**
   * Lets the current step save what the dealer chose before any move (Next, Back, a step card); null
   * when the step has nothing of its own to save.
   */
  setBeforeLeaving: (check: BeforeLeavingStep | null) => void;
}

export function useOnboardingWizard(initialStep: number): OnboardingWizard {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const applyState = useApplyOnboardingState();
  const [step, setStep] = useState(() => clampStep(initialStep));
  const [pending, setPending] = useState<WizardPending>(null);
  const beforeLeaving = useRef<BeforeLeavingStep | null>(null);
  const setBeforeLeaving = useCallback((check: BeforeLeavingStep | null) => {
    beforeLeaving.current = check;
  }, []);

  const goTo = async (target: number) => {
    const nextStep = clampStep(target);
    if (nextStep === step) return true;
    setPending('step');
    try {
      // The step's own save tells the dealer what went wrong; the wizard only stays.
      if (beforeLeaving.current && !(await beforeLeaving.current())) return false;
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
    setBeforeLeaving,
  };
}
