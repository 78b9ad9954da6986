export { createEbayEmulator } from './emulator';
export type {
  AccountDeletionEndpoint,
  AccountDeletionResult,
  EbayEmulator,
  EbayEmulatorOptions,
  EmulatorApp,
  FaultHost,
  FaultSpec,
} from './types';
