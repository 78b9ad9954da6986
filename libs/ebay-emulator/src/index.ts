export { createEbayEmulator } from './emulator';
export type {
  AccountDeletionEndpoint,
  AccountDeletionResult,
  ControlAccessOptions,
  EbayEmulator,
  EbayEmulatorOptions,
  EmulatorApp,
  FaultHost,
  FaultSpec,
} from './types';
