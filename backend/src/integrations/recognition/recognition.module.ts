import { Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import {
  createCardRecognizer,
  type CardRecognizer,
  type Identification,
  type RecognitionInput,
} from '@pennant/card-recognition';
import { APP_CONFIG, type AppConfig } from '../../config';

/**
 * The identification engine, started on first use (its OCR workers cost memory and seconds to start,
 * and an API process whose jobs run in workers never needs them); closed on shutdown.
 */
@Injectable()
export class CardRecognition implements OnApplicationShutdown {
  private readonly logger = new Logger('CardRecognition');
  private recognizer?: CardRecognizer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  identify(input: RecognitionInput): Promise<Identification> {
    return this.engine().identify(input);
  }

  /** Starts the OCR workers in the background, so the first card does not wait for them. */
  warmUp(): void {
    this.engine()
      .warmUp()
      .catch((error: Error) => this.logger.warn(`OCR warm-up failed: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    const recognizer = this.recognizer;
    this.recognizer = undefined;
    await recognizer?.close().catch((error: Error) => this.logger.warn(error.message));
  }

  private engine(): CardRecognizer {
    const { ocrWorkers, openai } = this.config.recognition;
    this.recognizer ??= createCardRecognizer({
      ocrWorkers,
      vision: openai
        ? { apiKey: openai.apiKey, baseUrl: openai.baseUrl, model: openai.model }
        : undefined,
    });
    return this.recognizer;
  }
}

@Module({ providers: [CardRecognition], exports: [CardRecognition] })
export class RecognitionModule {}
