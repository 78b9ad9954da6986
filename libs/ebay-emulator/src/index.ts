export { createEbayEmulator } from './emulator';
export type {
  AccountDeletionEndpoint,
  AccountDeletionOptions,
  AccountDeletionResult,
  ControlAccessOptions,
  EbayEmulator,
  EbayEmulatorOptions,
  EmulatorApp,
  FaultHost,
  FaultSpec,
} from './types';
