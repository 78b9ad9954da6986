import OpenAI from 'openai';
import type { ChatCompletionContentPart } from 'openai/resources/chat/completions';
import type { RecognitionImage, RecognizerOptions, ResolvedCard } from '../types';
import { VISION_CARD_SCHEMA, VisionCard } from './schema';

export type VisionConfig = NonNullable<RecognizerOptions['vision']>;

const INSTRUCTIONS =
  'You identify sports trading cards from photos of their front and back. Read only what the card shows; ' +
  'where a field cannot be read, answer null rather than guessing. Answer in the JSON schema given.';

/** True when a vision model is configured; without it nothing calls out. */
export function visionConfigured(
  config: RecognizerOptions['vision'] | undefined,
): config is VisionConfig {
  return Boolean(config?.apiKey && config.model);
}

function sniffContentType(data: Buffer): string {
  if (data[0] === 0x89 && data[1] === 0x50) return 'image/png';
  if (data.subarray(8, 12).toString('ascii') === 'WEBP') return 'image/webp';
  return 'image/jpeg';
}

function imageParts(images: RecognitionImage[]): ChatCompletionContentPart[] {
  return images.flatMap((image): ChatCompletionContentPart[] => [
    { type: 'text', text: `${image.role} of the card` },
    {
      type: 'image_url',
      image_url: {
        url: `data:${sniffContentType(image.data)};base64,${image.data.toString('base64')}`,
        detail: 'high',
      },
    },
  ]);
}

function toResolved(card: VisionCard): Partial<ResolvedCard> {
  const { grader, grade, certNumber, ...fields } = card;
  return {
    ...fields,
    graded: grader && grade ? { grader, grade, certNumber } : null,
  };
}

/**
 * Asks an OpenAI-compatible vision model to read the card images into the engine's structured result.
 * Images should be the normalised JPEGs (small and upright). Throws on transport or format errors:
 * the caller keeps the OCR result then.
 */
export async function readWithVision(
  images: RecognitionImage[],
  config: VisionConfig,
): Promise<Partial<ResolvedCard>> {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseUrl,
    fetch: config.fetchImpl,
    maxRetries: 1,
    timeout: 60_000,
  });
  const completion = await client.chat.completions.create({
    model: config.model,
    temperature: 0,
    messages: [
      { role: 'system', content: INSTRUCTIONS },
      { role: 'user', content: imageParts(images) },
    ],
    response_format: {
      type: 'json_schema',
      json_schema: {
        name: 'sports_card',
        strict: true,
        schema: VISION_CARD_SCHEMA as unknown as Record<string, unknown>,
      },
    },
  });
  const content = completion.choices[0]?.message?.content;
  if (!content) throw new Error('The vision model answered without content');
  return toResolved(JSON.parse(content) as VisionCard);
}
