import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import {
  CARD_EDITABLE_FIELDS,
  CARD_IMAGE_TYPES,
  CARD_SORTS,
  CARD_STATUSES,
  EBAY_CARD_GRADERS,
  EBAY_CARD_GRADES,
  ebayGrade,
  BATCH_PAIRINGS,
  REPRICE_MAX_CARDS,
  ebayGrader,
  gradeProblem,
  graderProblem,
  IDENTIFIED_FIELDS,
  serialNumberProblem,
  MIN_LISTING_PRICE,
  UNGRADED_CONDITIONS,
  UPLOAD_MAX_FILES,
  type ApproveAllRequest,
  type ApproveAllResponse,
  type Card,
  type DeleteCardsRequest,
  type DeleteCardsResponse,
  type RetryCardsRequest,
  type RetryCardsResponse,
  type BatchPairing,
  type RepriceCardsRequest,
  type RepriceCardsResponse,
  type CardCandidates,
  type CardEditableField,
  type CardImage,
  type CardImageType,
  type CardPage,
  type CardPricing,
  type CardSummary,
  type CardSort,
  type CardStatus,
  type IdentifiedField,
  type ListCardsQuery,
  type NamedCandidate,
  type PlayerCandidate,
  type LotLowFmvPreview,
  type LotLowFmvResponse,
  type PriceSource,
  type ProcessBatchRequest,
  type ProcessBatchResponse,
  type ProcessCardRequest,
  type ProcessImageInput,
  type UngradedCondition,
  type UnapproveRequest,
  type UnapproveResponse,
  type UpdateCardRequest,
  type UprightTurn,
} from '@pennant/contracts';
import {
  DecimalFromNumber,
  IsDecimalInRange,
  MAX_MONEY,
  PageNumberField,
  PageSizeField,
  UPRIGHT_TURN_PROPERTY,
} from '../../../common';

const PRICE_SOURCES: PriceSource[] = ['sold', 'active', 'own_sales', 'dealer', 'none'];
const MAX_URL_LENGTH = 2048;
const MAX_TEXT = 200;

export class CardImageDto implements CardImage {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '/objects/3f0c.../9a1b...' }) url!: string;
  @ApiProperty({ nullable: true, type: String }) thumbnailUrl!: string | null;
  @ApiProperty({ nullable: true, type: String }) name!: string | null;
  @ApiProperty({ enum: CARD_IMAGE_TYPES }) type!: CardImageType;
  @ApiProperty() isPrimary!: boolean;
  @ApiProperty(UPRIGHT_TURN_PROPERTY) uprightTurn!: UprightTurn;
}

export class PlayerCandidateDto implements PlayerCandidate {
  @ApiProperty({ example: 'Wayne Gretzky' }) name!: string;
  @ApiProperty({ nullable: true, type: String, example: 'hockey' }) sport!: string | null;
  @ApiProperty({ nullable: true, type: Number, example: 1979 }) from!: number | null;
  @ApiProperty({ nullable: true, type: Number, example: 1999 }) to!: number | null;
  @ApiProperty({ type: String, isArray: true, example: ['Los Angeles Kings'] }) teams!: string[];
  @ApiProperty({ example: 0.92, description: "How well the card's text fits, 0..1" })
  score!: number;
  @ApiProperty({
    enum: ['catalog', 'checklist', 'dealer', 'ocr'],
    description: "'ocr': the name as read, in no catalog (offered, never chosen)",
  })
  source!: PlayerCandidate['source'];
}

export class NamedCandidateDto implements NamedCandidate {
  @ApiProperty({ example: 'Upper Deck' }) name!: string;
  @ApiProperty({ example: 0.8 }) score!: number;
}

export class CardCandidatesDto implements CardCandidates {
  @ApiProperty({ type: PlayerCandidateDto, isArray: true }) player!: PlayerCandidateDto[];
  @ApiProperty({ type: NamedCandidateDto, isArray: true }) brand!: NamedCandidateDto[];
  @ApiProperty({ type: NamedCandidateDto, isArray: true }) set!: NamedCandidateDto[];
}

export class CardPricingDto implements CardPricing {
  @ApiProperty({ enum: PRICE_SOURCES }) source!: PriceSource;
  @ApiProperty() sampleSize!: number;
  @ApiProperty({ nullable: true, type: String }) error!: string | null;
  @ApiProperty({ nullable: true, type: String }) soldSearchUrl!: string | null;
  @ApiProperty({
    description:
      "eBay's search failed: Pennant prices the card again by itself while it awaits review",
  })
  ebayUnavailable!: boolean;
}

export class CardDto implements Card {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: CARD_STATUSES }) status!: CardStatus;
  @ApiProperty({ nullable: true, type: String }) imageUrl!: string | null;
  @ApiProperty({ nullable: true, type: String }) thumbnailUrl!: string | null;
  @ApiProperty(UPRIGHT_TURN_PROPERTY) imageTurn!: UprightTurn;
  @ApiProperty({ nullable: true, type: String }) frontUrl!: string | null;
  @ApiProperty({ nullable: true, type: String }) backUrl!: string | null;
  @ApiProperty({ type: CardImageDto, isArray: true }) images!: CardImageDto[];
  @ApiProperty({ nullable: true, type: String }) player!: string | null;
  @ApiProperty({ nullable: true, type: String }) team!: string | null;
  @ApiProperty({ nullable: true, type: String }) sport!: string | null;
  @ApiProperty({ nullable: true, type: Number }) year!: number | null;
  @ApiProperty({ nullable: true, type: String }) brand!: string | null;
  @ApiProperty({ nullable: true, type: String }) set!: string | null;
  @ApiProperty({ nullable: true, type: String }) cardNumber!: string | null;
  @ApiProperty({ nullable: true, type: String }) variant!: string | null;
  @ApiProperty({ nullable: true, type: String }) condition!: string | null;
  @ApiProperty({ nullable: true, type: String }) grader!: string | null;
  @ApiProperty({ nullable: true, type: String }) grade!: string | null;
  @ApiProperty({ nullable: true, type: String }) certNumber!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '23/99' }) serialNumber!: string | null;
  @ApiProperty() rookieCard!: boolean;
  @ApiProperty() autograph!: boolean;
  @ApiProperty() memorabilia!: boolean;
  @ApiProperty({ nullable: true, type: String, example: '0.93' }) confidence!: string | null;
  @ApiProperty({
    description:
      'Identified under the confidence threshold (0.90) with doubtful fields not yet corrected, or made from the same photos as an earlier card: shown "Check"',
  })
  needsCheck!: boolean;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'uuid',
    description:
      "An earlier card of the dealer's made from the same photos (the stack was uploaded twice)",
  })
  samePhotosAs!: string | null;
  @ApiProperty({ enum: IDENTIFIED_FIELDS, isArray: true }) doubtfulFields!: IdentifiedField[];
  @ApiProperty({ nullable: true, type: CardCandidatesDto }) candidates!: CardCandidatesDto | null;
  @ApiProperty({ nullable: true, type: String, example: '12.00' }) estimatedLow!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '18.50' }) estimatedHigh!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '13.89',
    description: "What the market pays: the dealer's basis over eBay comparables, no markup",
  })
  marketValue!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '15.00',
    description: "What the listing asks: the market value plus the dealer's markup",
  })
  listPrice!: string | null;
  @ApiProperty({ nullable: true, enum: UNGRADED_CONDITIONS })
  cardCondition!: UngradedCondition | null;
  @ApiProperty({ nullable: true, type: String, example: 'B12' }) storageBox!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'R03' }) storageRow!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '045' }) storageSlot!: string | null;
  @ApiProperty({ nullable: true, type: CardPricingDto }) pricing!: CardPricingDto | null;
  @ApiProperty({ nullable: true, type: String, example: '1989 New York Yankees' })
  lotKey!: string | null;
  @ApiProperty({ enum: CARD_EDITABLE_FIELDS, isArray: true })
  correctedFields!: CardEditableField[];
  @ApiProperty({ nullable: true, type: String }) error!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) identifiedAt!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) approvedAt!: string | null;
}

export class CardSummaryDto implements CardSummary {
  @ApiProperty({ description: "All the dealer's cards" }) total!: number;
  @ApiProperty({
    description: 'Cards per status',
    example: { identified: 12, processing: 3 },
    type: 'object',
    additionalProperties: { type: 'integer' },
  })
  byStatus!: Partial<Record<CardStatus, number>>;
  @ApiProperty({ example: '1250.00', description: 'Sum of the high estimates' })
  estimatedHighTotal!: string;
  @ApiProperty({ example: 4, description: 'Identified cards that read "Check" (needsCheck)' })
  toCheck!: number;
}

export class CardPageDto implements CardPage {
  @ApiProperty({ type: CardDto, isArray: true }) items!: CardDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty({ type: CardSummaryDto, description: 'Figures over all cards, whatever the filter' })
  summary!: CardSummaryDto;
}

export class ListCardsQueryDto implements ListCardsQuery {
  @ApiPropertyOptional({ enum: CARD_STATUSES })
  @IsOptional()
  @IsIn(CARD_STATUSES, { message: `status must be one of ${CARD_STATUSES.join(', ')}` })
  status?: CardStatus;

  @ApiPropertyOptional({ description: 'Text in player, brand, set, team or card number' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_TEXT)
  q?: string;

  @ApiPropertyOptional({
    enum: CARD_SORTS,
    default: 'newest',
    description:
      'newest or oldest upload, value (highest estimate first), player (A-Z), confidence (least sure first)',
  })
  @IsOptional()
  @IsIn(CARD_SORTS, { message: `sort must be one of ${CARD_SORTS.join(', ')}` })
  sort?: CardSort;

  @PageNumberField() page?: number;
  @PageSizeField(100, 24) pageSize?: number;
}

export class ProcessImageDto implements ProcessImageInput {
  @ApiProperty({ description: 'The upload URL the file was PUT to, or its /objects/... path' })
  @IsString()
  @MinLength(1)
  @MaxLength(MAX_URL_LENGTH)
  url!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(MAX_TEXT)
  name?: string;

  @ApiPropertyOptional({ enum: CARD_IMAGE_TYPES })
  @IsOptional()
  @IsIn(CARD_IMAGE_TYPES, { message: `type must be one of ${CARD_IMAGE_TYPES.join(', ')}` })
  type?: CardImageType;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isPrimary?: boolean;
}

export class ProcessCardDto implements ProcessCardRequest {
  @ApiProperty({ description: 'The primary image: upload URL or /objects/... path' })
  @IsString()
  @MinLength(1, { message: 'imageUrl must not be empty' })
  @MaxLength(MAX_URL_LENGTH)
  imageUrl!: string;

  @ApiPropertyOptional({ type: ProcessImageDto, isArray: true, maxItems: UPLOAD_MAX_FILES })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(UPLOAD_MAX_FILES)
  @ValidateNested({ each: true })
  @Type(() => ProcessImageDto)
  images?: ProcessImageDto[];
}

/** Box, row and slot become the start of the eBay SKU: letters and digits only. */
const StorageField = () =>
  applyDecorators(
    ApiPropertyOptional({ nullable: true, type: String, example: 'B12', maxLength: 8 }),
    IsOptional(),
    IsString(),
    Matches(/^[A-Za-z0-9]{1,8}$/, {
      message: ({ property }) => `${property} must be 1 to 8 letters or digits`,
    }),
  );
export class BatchStorageDto {
  @StorageField() box?: string;
  @StorageField() row?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 99999999, example: 1 })
  @IsOptional()
  @IsInt({ message: 'storage.firstSlot must be a whole number' })
  @Min(1)
  @Max(99999999)
  firstSlot?: number;
}

export class ProcessBatchDto implements ProcessBatchRequest {
  @ApiProperty({ type: String, isArray: true, maxItems: UPLOAD_MAX_FILES })
  @IsArray()
  @ArrayNotEmpty({ message: 'imageUrls must list at least one image' })
  @ArrayMaxSize(UPLOAD_MAX_FILES, {
    message: `imageUrls must list at most ${UPLOAD_MAX_FILES} images`,
  })
  @IsString({ each: true })
  @MaxLength(MAX_URL_LENGTH, { each: true })
  imageUrls!: string[];

  @ApiPropertyOptional({ enum: BATCH_PAIRINGS, default: 'none' })
  @IsOptional()
  @IsIn(BATCH_PAIRINGS, { message: `pairing must be one of ${BATCH_PAIRINGS.join(', ')}` })
  pairing?: BatchPairing;

  @ApiPropertyOptional({ type: String, isArray: true, description: 'File names, same order' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(UPLOAD_MAX_FILES)
  @IsString({ each: true })
  @MaxLength(MAX_TEXT, { each: true })
  names?: string[];

  @ApiPropertyOptional({
    type: BatchStorageDto,
    description: 'Where the batch is kept: box and row for every card, slots counting up',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => BatchStorageDto)
  storage?: BatchStorageDto;
}

export class BatchErrorDto {
  @ApiProperty() imageUrl!: string;
  @ApiProperty() error!: string;
}

export class ProcessBatchResponseDto implements ProcessBatchResponse {
  @ApiProperty({ type: CardDto, isArray: true }) processed!: CardDto[];
  @ApiProperty({ type: BatchErrorDto, isArray: true }) errors!: BatchErrorDto[];
}

const TextField = () =>
  applyDecorators(
    ApiPropertyOptional({ nullable: true, type: String }),
    IsOptional(),
    IsString(),
    MaxLength(MAX_TEXT),
  );
const FlagField = () => applyDecorators(ApiPropertyOptional(), IsOptional(), IsBoolean());
/** An amount in dollars; `least` is the lowest allowed (a list price is what eBay will ask: $0.99 or more). */
const MoneyField = (least = '0') =>
  applyDecorators(
    ApiPropertyOptional({ nullable: true, type: String, example: '12.00', minimum: Number(least) }),
    IsOptional(),
    DecimalFromNumber(),
    IsDecimalInRange(least, MAX_MONEY) as PropertyDecorator,
  );

/**
 * A text field checked by one of the shared rules (@pennant/contracts, as the edit panel checks it): `problem`
 * says what is wrong, naming the field, or null. Written as eBay lists it first where `canonical` knows the value
 * ("psa" -> "PSA", "9.0" -> "9"), so what is saved is what the title, the condition and eBay's descriptors use.
 */
const CheckedTextField = (
  problem: (text: string, field: string) => string | null,
  options: { canonical?: (text: string) => string | null; values?: readonly string[] } = {},
) =>
  applyDecorators(
    ApiPropertyOptional({
      nullable: true,
      type: String,
      ...(options.values ? { description: `One eBay lists: ${options.values.join(', ')}` } : {}),
    }),
    IsOptional(),
    IsString(),
    MaxLength(MAX_TEXT),
    ...(options.canonical
      ? [
          Transform(({ value }: { value: unknown }) =>
            typeof value === 'string' ? (options.canonical!(value) ?? value) : value,
          ),
        ]
      : []),
    ValidateBy({
      name: 'cardFieldAllowed',
      validator: {
        validate: (value: unknown, args) =>
          typeof value !== 'string' || problem(value, args?.property ?? '') === null,
        defaultMessage: (args) => problem(String(args?.value), args?.property ?? '') ?? '',
      },
    }),
  );

/** The dealer's corrections; `null` clears a field. Each field changed is marked as the dealer's. */
export class UpdateCardDto implements UpdateCardRequest {
  @TextField() player?: string | null;
  @TextField() team?: string | null;
  @TextField() sport?: string | null;

  @ApiPropertyOptional({ nullable: true, type: Number, minimum: 1800, maximum: 2100 })
  @IsOptional()
  @IsInt({ message: 'year must be a whole number' })
  @Min(1800)
  @Max(2100)
  year?: number | null;

  @TextField() brand?: string | null;
  @TextField() set?: string | null;
  @TextField() cardNumber?: string | null;
  @TextField() variant?: string | null;
  @TextField() condition?: string | null;
  /** One eBay lists (descriptor 27501), else publishing would refuse the card. */
  @CheckedTextField(graderProblem, { canonical: ebayGrader, values: EBAY_CARD_GRADERS })
  grader?: string | null;
  /** One eBay lists (descriptor 27502): 10 to 1 in half grades, or Authentic. */
  @CheckedTextField(gradeProblem, { canonical: ebayGrade, values: EBAY_CARD_GRADES })
  grade?: string | null;
  @TextField() certNumber?: string | null;
  /** "23/99": the number no higher than the print run. */
  @CheckedTextField(serialNumberProblem) serialNumber?: string | null;
  @FlagField() rookieCard?: boolean;
  @FlagField() autograph?: boolean;
  @FlagField() memorabilia?: boolean;
  @MoneyField() estimatedLow?: string | null;
  @MoneyField() estimatedHigh?: string | null;
  // Not refused outside estimatedLow..estimatedHigh: the range is what eBay's comparables sold for, and a dealer
  // may know better (a scarce parallel, a signed copy, comps from a show). The edit panel warns before saving
  // instead (marketValueNote in the intake app); the value is saved as the dealer set it.
  @MoneyField() marketValue?: string | null;
  @MoneyField(MIN_LISTING_PRICE) listPrice?: string | null;

  @ApiPropertyOptional({ nullable: true, enum: UNGRADED_CONDITIONS })
  @IsOptional()
  @IsIn(UNGRADED_CONDITIONS, {
    message: `cardCondition must be one of ${UNGRADED_CONDITIONS.join(', ')}`,
  })
  cardCondition?: UngradedCondition | null;

  @StorageField() storageBox?: string | null;
  @StorageField() storageRow?: string | null;
  @StorageField() storageSlot?: string | null;

  @ApiPropertyOptional({
    enum: IDENTIFIED_FIELDS,
    isArray: true,
    description:
      "Doubtful fields the dealer checked and keeps as they are: they become the dealer's",
  })
  @IsOptional()
  @IsArray({ message: 'confirmedFields must be a list of fields' })
  @ArrayMaxSize(IDENTIFIED_FIELDS.length)
  @IsIn(IDENTIFIED_FIELDS, {
    each: true,
    message: `confirmedFields may name ${IDENTIFIED_FIELDS.join(', ')}`,
  })
  confirmedFields?: IdentifiedField[];
}

export class ApproveAllDto implements ApproveAllRequest {
  @ApiPropertyOptional({ type: String, isArray: true, format: 'uuid' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @IsUUID('4', { each: true, message: 'cardIds must be card ids' })
  cardIds?: string[];
}

export class SkippedCardDto {
  @ApiProperty({ format: 'uuid' }) cardId!: string;
  @ApiProperty({ enum: ['no_price', 'check'] }) reason!: 'no_price' | 'check';
}

export class ApproveAllResponseDto implements ApproveAllResponse {
  @ApiProperty() approved!: number;
  @ApiProperty({
    type: String,
    format: 'uuid',
    isArray: true,
    description: 'The cards this request approved: what an Undo takes back',
  })
  approvedIds!: string[];
  @ApiProperty({
    type: SkippedCardDto,
    isArray: true,
    description: 'Cards left to approve one by one: no price yet, or shown "Check"',
  })
  skipped!: SkippedCardDto[];
}

/** The cards an action for several cards applies to. */
class CardIdListDto {
  @ApiProperty({ type: String, isArray: true, format: 'uuid' })
  @IsArray({ message: 'cardIds must be a list of card ids' })
  @ArrayNotEmpty({ message: 'cardIds must name at least one card' })
  @ArrayMaxSize(1000)
  @IsUUID('4', { each: true, message: 'cardIds must be card ids' })
  cardIds!: string[];
}

export class UnapproveDto extends CardIdListDto implements UnapproveRequest {}

export class CardErrorDto {
  @ApiProperty({ format: 'uuid' }) cardId!: string;
  @ApiProperty({ example: 'This card is already published on eBay: end its listing instead' })
  error!: string;
}

export class UnapproveResponseDto implements UnapproveResponse {
  @ApiProperty({ type: CardDto, isArray: true }) cards!: CardDto[];
  @ApiProperty({ type: CardErrorDto, isArray: true }) errors!: CardErrorDto[];
}

export class DeleteCardsDto extends CardIdListDto implements DeleteCardsRequest {}

export class DeleteCardsResponseDto implements DeleteCardsResponse {
  @ApiProperty({ type: String, isArray: true, format: 'uuid' }) deleted!: string[];
  @ApiProperty({ type: CardErrorDto, isArray: true }) errors!: CardErrorDto[];
}

export class RetryCardsDto extends CardIdListDto implements RetryCardsRequest {}

export class RepriceCardsDto implements RepriceCardsRequest {
  @ApiProperty({ type: String, isArray: true, format: 'uuid', maxItems: REPRICE_MAX_CARDS })
  @IsArray({ message: 'cardIds must be a list of card ids' })
  @ArrayNotEmpty({ message: 'cardIds must name at least one card' })
  @ArrayMaxSize(REPRICE_MAX_CARDS, {
    message: `cardIds must name at most ${REPRICE_MAX_CARDS} cards to price again at once`,
  })
  @IsUUID('4', { each: true, message: 'cardIds must be card ids' })
  cardIds!: string[];
}

export class RepriceCardsResponseDto implements RepriceCardsResponse {
  @ApiProperty({ type: CardDto, isArray: true }) cards!: CardDto[];
  @ApiProperty({ type: CardErrorDto, isArray: true }) errors!: CardErrorDto[];
}

export class RetryCardsResponseDto implements RetryCardsResponse {
  @ApiProperty({ type: CardDto, isArray: true }) cards!: CardDto[];
  @ApiProperty({ type: CardErrorDto, isArray: true }) errors!: CardErrorDto[];
}

export class LotDto {
  @ApiProperty({ example: '1989 New York Yankees' }) lotKey!: string;
  @ApiProperty({ type: String, isArray: true, format: 'uuid' }) cardIds!: string[];
}

export class LotLowFmvResponseDto implements LotLowFmvResponse {
  @ApiProperty() lotted!: number;
  @ApiProperty({ type: LotDto, isArray: true }) lots!: LotDto[];
}

export class LotLowFmvPreviewDto implements LotLowFmvPreview {
  @ApiProperty({ description: 'Cards waiting for review valued under the minimum single FMV' })
  cards!: number;
  @ApiProperty({ description: 'Of those, cards marked Check' }) check!: number;
  @ApiProperty({ description: 'The lots they would join' }) lots!: number;
  @ApiProperty({
    description: 'Of those lots, the ones that would hold a single card (a lot is listed from two)',
  })
  single!: number;
  @ApiProperty({ example: '4.00' }) minSingleFmv!: string;
}
