import { Injectable } from '@nestjs/common';
import { JOB_NAMES, type JobName, type JobPayloads } from './job-catalog';
import { JobQueue, type JobProcessor, type ProcessorOptions } from './job-queue';

export interface RegisteredProcessor {
  process: JobProcessor<unknown>;
  onFailed?: ProcessorOptions<unknown>['onFailed'];
}

export class JobRegistryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobRegistryError';
  }
}

/**
 * Processors by job name. A process that consumes jobs calls `verify()` before it takes any: a job in
 * the catalog without a processor stops the start instead of failing jobs later.
 */
@Injectable()
export class JobRegistry {
  private readonly processors = new Map<string, RegisteredProcessor>();

  constructor(private readonly catalog: readonly string[] = JOB_NAMES) {}

  register(
    name: JobName,
    process: JobProcessor<never>,
    options: ProcessorOptions<never> = {},
  ): void {
    if (this.processors.has(name)) {
      throw new JobRegistryError(`Job ${name} already has a processor`);
    }
    this.processors.set(name, {
      process: process as JobProcessor<unknown>,
      onFailed: options.onFailed as RegisteredProcessor['onFailed'],
    });
  }

  processorFor(name: string): RegisteredProcessor | undefined {
    return this.processors.get(name);
  }

  verify(): void {
    const missing = this.catalog.filter((name) => !this.processors.has(name));
    if (missing.length > 0) {
      throw new JobRegistryError(`No processor registered for job ${missing.join(', ')}`);
    }
  }
}

/** What both adapters share: processors are kept in the registry. */
export abstract class RegistryBackedJobQueue extends JobQueue {
  constructor(protected readonly registry: JobRegistry) {
    super();
  }

  register<N extends JobName>(
    name: N,
    processor: JobProcessor<JobPayloads[N]>,
    options?: ProcessorOptions<JobPayloads[N]>,
  ): void {
    this.registry.register(name, processor, options);
  }
}
