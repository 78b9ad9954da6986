import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
  registerDecorator,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import {
  ASPECT_NAME_MAX_LENGTH,
  ASPECT_VALUE_MAX_LENGTH,
  AUCTION_DURATIONS,
  DASHBOARD_RANGES,
  LISTING_FORMATS,
  LISTING_STATUSES,
  MIN_LISTING_PRICE,
  PREPARATION_EDITABLE_FIELDS,
  UNGRADED_CONDITIONS,
  type AspectCheck,
  type AuctionDuration,
  type BulkPrepareRequest,
  type CardPreparation,
  type ConditionDescriptor,
  type CreateSellingDefaultsRequest,
  type DashboardRange,
  type DashboardStats,
  type ListListingsQuery,
  type Listing,
  type ListingCategory,
  type ListingFormat,
  type ListingStatus,
  type PublishRetry,
  type LocationOption,
  type Lot,
  type LotCard,
  type PolicyOption,
  type PreparationEditableField,
  type PublishListingsRequest,
  type PublishListingsResponse,
  type RepriceListingsRequest,
  type RepriceListingsResponse,
  type SellingChoices,
  type SellingDefaults,
  type SellingSetup,
  type OrderSyncStatus,
  type EbayConnectionState,
  type SyncListingsResponse,
  type UngradedCondition,
  type UpdateListingRequest,
  type UpdateSellingSetupRequest,
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

const MAX_IDS = 1000;
const idsMessage = (field: string) => `${field} must be a list of ids (uuid)`;

export class PublishRetryDto implements PublishRetry {
  @ApiProperty({ example: 2, description: 'The try that comes next' }) attempt!: number;
  @ApiProperty({ example: 5, description: 'Tries in all before publishing gives up' }) of!: number;
}

export class ListingDto implements Listing {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ nullable: true, type: String, maxLength: 80 }) title!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Ungraded: Near mint or better' })
  condition!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '12.50' }) listPrice!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ enum: LISTING_STATUSES }) status!: ListingStatus;
  @ApiProperty({ nullable: true, type: String }) url!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) cardId!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) lotId!: string | null;
  @ApiProperty({ example: 'B12R03S045K7Q2M9XA' }) sku!: string;
  @ApiProperty({ nullable: true, type: String }) ebayListingId!: string | null;
  @ApiProperty({ enum: LISTING_FORMATS }) format!: ListingFormat;
  @ApiProperty({ type: String, isArray: true }) errors!: string[];
  @ApiProperty({
    nullable: true,
    type: PublishRetryDto,
    description: 'While publishing: eBay turned the last try away and another comes',
  })
  publishRetry!: PublishRetry | null;
  @ApiProperty({ nullable: true, type: String }) thumbnailUrl!: string | null;
  @ApiProperty(UPRIGHT_TURN_PROPERTY) thumbnailTurn!: UprightTurn;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) publishedAt!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) soldAt!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '45.00',
    description:
      'What it sold for on eBay (the winning bid, an accepted offer, or its price), once its order is in',
  })
  soldPrice!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) endedAt!: string | null;
}

/** `?a=x,y` (or `?a=x&a=y`) as a list. */
const CommaList = () =>
  Transform(({ value }: { value: unknown }) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((item) => String(item).split(','))
      .map((item) => item.trim())
      .filter(Boolean),
  );

export class ListingsQueryDto implements ListListingsQuery {
  @ApiPropertyOptional({
    description: `One status or several, comma-separated: ${LISTING_STATUSES.join(', ')}`,
    example: 'draft,error',
  })
  @IsOptional()
  @CommaList()
  @IsIn(LISTING_STATUSES, {
    each: true,
    message: `status must be one or more of ${LISTING_STATUSES.join(', ')}`,
  })
  status?: ListingStatus[];

  @ApiPropertyOptional({
    description: "Only these cards' listings, comma-separated ids (at most 200)",
  })
  @IsOptional()
  @CommaList()
  @ArrayMaxSize(200, { message: 'cardIds must list at most 200 cards' })
  @IsUUID('4', { each: true, message: idsMessage('cardIds') })
  cardIds?: string[];

  @ApiPropertyOptional({ description: 'Text in the title' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @PageNumberField() page?: number;
  @PageSizeField(200, 50) pageSize?: number;
}

export class ListingCategoryDto implements ListingCategory {
  @ApiProperty({ example: '261328' }) id!: string;
  @ApiProperty({ example: 'Sports Trading Card Singles' }) name!: string;
}

export class ConditionDescriptorDto implements ConditionDescriptor {
  @ApiProperty({ example: '27501' }) id!: string;
  @ApiProperty({ example: 'Professional Grader' }) name!: string;
  @ApiProperty({ example: 'PSA' }) value!: string;
}

export class AspectCheckDto implements AspectCheck {
  @ApiProperty({ type: String, isArray: true }) missingRequired!: string[];
  @ApiProperty({ type: String, isArray: true }) missingRecommended!: string[];
  @ApiProperty({ minimum: 0, maximum: 100 }) completeness!: number;
}

export class CardPreparationDto implements CardPreparation {
  @ApiProperty({ format: 'uuid' }) listingId!: string;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) cardId!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) lotId!: string | null;
  @ApiProperty({ maxLength: 80 }) title!: string;
  @ApiProperty({ enum: LISTING_FORMATS }) format!: ListingFormat;
  @ApiProperty({ nullable: true, type: String, example: '12.50' }) startingPrice!: string | null;
  @ApiProperty({ nullable: true, type: String }) buyItNowPrice!: string | null;
  @ApiProperty({ nullable: true, enum: AUCTION_DURATIONS })
  auctionDuration!: AuctionDuration | null;
  @ApiProperty({ type: ListingCategoryDto }) category!: ListingCategoryDto;
  @ApiProperty() condition!: string;
  @ApiProperty({ nullable: true, enum: ['LIKE_NEW', 'USED_VERY_GOOD'] })
  conditionId!: 'LIKE_NEW' | 'USED_VERY_GOOD' | null;
  @ApiProperty({ type: ConditionDescriptorDto, isArray: true })
  conditionDescriptors!: ConditionDescriptorDto[];
  @ApiProperty({ nullable: true, enum: UNGRADED_CONDITIONS })
  cardCondition!: UngradedCondition | null;
  @ApiProperty({ type: String, isArray: true }) features!: string[];
  @ApiProperty({ description: 'Basic HTML' }) description!: string;
  @ApiProperty({ type: String, isArray: true }) keywords!: string[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { Sport: ['Baseball'], 'Player/Athlete': ['Ken Griffey Jr.'] },
  })
  aspects!: Record<string, string[]>;
  @ApiProperty({ type: AspectCheckDto }) aspectCheck!: AspectCheckDto;
  @ApiProperty({ nullable: true, type: String }) marketValue!: string | null;
  @ApiProperty() sku!: string;
  @ApiProperty({ type: String, isArray: true }) pictures!: string[];
  @ApiProperty({ ...UPRIGHT_TURN_PROPERTY, isArray: true }) pictureTurns!: UprightTurn[];
  @ApiProperty({ nullable: true, type: Number }) lotSize!: number | null;
  @ApiProperty({ enum: ['ready', 'error'] }) status!: 'ready' | 'error';
  @ApiProperty({ type: String, isArray: true }) problems!: string[];
  @ApiProperty({ type: String, isArray: true }) warnings!: string[];
  @ApiProperty({
    type: String,
    isArray: true,
    description: 'Why the last publish did not list it, while listingStatus is error',
  })
  publishErrors!: string[];
  @ApiProperty({ enum: PREPARATION_EDITABLE_FIELDS, isArray: true })
  editedFields!: PreparationEditableField[];
  @ApiProperty({ enum: LISTING_STATUSES }) listingStatus!: ListingStatus;
  @ApiProperty({ nullable: true, type: String }) url!: string | null;
}

export class BulkPrepareDto implements BulkPrepareRequest {
  @ApiProperty({ type: String, isArray: true, format: 'uuid', maxItems: MAX_IDS })
  @IsArray({ message: 'cardIds must be a list of card ids' })
  @ArrayNotEmpty({ message: 'cardIds must list at least one card' })
  @ArrayMaxSize(MAX_IDS)
  @IsUUID('4', { each: true, message: idsMessage('cardIds') })
  cardIds!: string[];
}

export class PreparationResultDto {
  @ApiProperty({ format: 'uuid' }) cardId!: string;
  @ApiProperty({ nullable: true, type: CardPreparationDto })
  preparation!: CardPreparationDto | null;
  @ApiProperty({ nullable: true, type: String }) error!: string | null;
}

export class BulkPrepareResponseDto {
  @ApiProperty({ type: PreparationResultDto, isArray: true })
  preparations!: PreparationResultDto[];
}

export class PrepareQueryDto {
  @ApiPropertyOptional({
    description: "true: made again from the card, dropping the dealer's edits (Regenerate)",
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'regenerate must be true or false' })
  regenerate?: 'true' | 'false';
}

/** Item specifics as eBay takes them: at most 45 names of 40 characters, 30 values of 50 each. */
function IsAspects() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isAspects',
      target: target.constructor,
      propertyName,
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
          const entries = Object.entries(value as Record<string, unknown>);
          return (
            entries.length <= 45 &&
            entries.every(
              ([name, values]) =>
                name.trim().length > 0 &&
                name.length <= ASPECT_NAME_MAX_LENGTH &&
                Array.isArray(values) &&
                values.length <= 30 &&
                values.every(
                  (item) => typeof item === 'string' && item.length <= ASPECT_VALUE_MAX_LENGTH,
                ),
            )
          );
        },
        defaultMessage(args: ValidationArguments) {
          return `${args.property} must map names (at most ${ASPECT_NAME_MAX_LENGTH} characters) to lists of values (at most 30, each at most ${ASPECT_VALUE_MAX_LENGTH} characters)`;
        },
      },
    });
}

export class UpdateListingDto implements UpdateListingRequest {
  @ApiPropertyOptional({ maxLength: 80 })
  @IsOptional()
  @IsString()
  @MinLength(1, { message: 'title must not be empty' })
  @Matches(/\S/, { message: 'title must not be empty' })
  @MaxLength(80, { message: 'title must be at most 80 characters' })
  title?: string;

  @ApiPropertyOptional({ maxLength: 4000, description: 'Basic HTML' })
  @IsOptional()
  @IsString()
  @MaxLength(4000, { message: 'description must be at most 4000 characters' })
  description?: string;

  @ApiPropertyOptional({ example: '12.50' })
  @IsOptional()
  @DecimalFromNumber()
  @IsDecimalInRange(MIN_LISTING_PRICE, MAX_MONEY)
  price?: string;

  @ApiPropertyOptional({ nullable: true, type: String, example: '19.99' })
  @IsOptional()
  @DecimalFromNumber()
  @IsDecimalInRange(MIN_LISTING_PRICE, MAX_MONEY)
  buyItNowPrice?: string | null;

  @ApiPropertyOptional({ enum: LISTING_FORMATS })
  @IsOptional()
  @IsIn(LISTING_FORMATS, { message: `format must be one of ${LISTING_FORMATS.join(', ')}` })
  format?: ListingFormat;

  @ApiPropertyOptional({ enum: AUCTION_DURATIONS })
  @IsOptional()
  @IsIn(AUCTION_DURATIONS, {
    message: `auctionDuration must be one of ${AUCTION_DURATIONS.join(', ')}`,
  })
  auctionDuration?: AuctionDuration;

  @ApiPropertyOptional({ enum: UNGRADED_CONDITIONS })
  @IsOptional()
  @IsIn(UNGRADED_CONDITIONS, {
    message: `cardCondition must be one of ${UNGRADED_CONDITIONS.join(', ')}`,
  })
  cardCondition?: UngradedCondition;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  @IsOptional()
  @IsAspects()
  aspects?: Record<string, string[]>;
}

export class PublishListingsDto implements PublishListingsRequest {
  @ApiPropertyOptional({ type: String, isArray: true, format: 'uuid', maxItems: MAX_IDS })
  @IsOptional()
  @IsArray({ message: 'cardIds must be a list of card ids' })
  @ArrayMaxSize(MAX_IDS)
  @IsUUID('4', { each: true, message: idsMessage('cardIds') })
  cardIds?: string[];

  @ApiPropertyOptional({ type: String, isArray: true, format: 'uuid', maxItems: 200 })
  @IsOptional()
  @IsArray({ message: 'lotIds must be a list of lot ids' })
  @ArrayMaxSize(200)
  @IsUUID('4', { each: true, message: idsMessage('lotIds') })
  lotIds?: string[];
}

export class PublishErrorDto {
  @ApiPropertyOptional({ format: 'uuid' }) cardId?: string;
  @ApiPropertyOptional({ format: 'uuid' }) lotId?: string;
  @ApiPropertyOptional({ description: "The listing's title, when it has been prepared" })
  title?: string;
  @ApiProperty() error!: string;
}

export class PublishListingsResponseDto implements PublishListingsResponse {
  @ApiProperty({ type: ListingDto, isArray: true }) queued!: ListingDto[];
  @ApiProperty({ type: PublishErrorDto, isArray: true }) errors!: PublishErrorDto[];
}

export class RepriceItemDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'listingId must be a listing id' })
  listingId!: string;

  @ApiProperty({ example: '12.50' })
  @DecimalFromNumber()
  @IsDecimalInRange(MIN_LISTING_PRICE, MAX_MONEY)
  price!: string;
}

export class RepriceListingsDto implements RepriceListingsRequest {
  @ApiProperty({ type: RepriceItemDto, isArray: true, maxItems: 500 })
  @IsArray({ message: 'items must be a list of { listingId, price }' })
  @ArrayNotEmpty({ message: 'items must list at least one listing' })
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => RepriceItemDto)
  items!: RepriceItemDto[];
}

export class RepriceErrorDto {
  @ApiProperty({ format: 'uuid' }) listingId!: string;
  @ApiProperty() error!: string;
}

export class RepriceListingsResponseDto implements RepriceListingsResponse {
  @ApiProperty({ type: ListingDto, isArray: true }) updated!: ListingDto[];
  @ApiProperty({ type: RepriceErrorDto, isArray: true }) errors!: RepriceErrorDto[];
}

export class PriceOnlyDto {
  @ApiProperty({ example: '12.50' })
  @DecimalFromNumber()
  @IsDecimalInRange(MIN_LISTING_PRICE, MAX_MONEY)
  price!: string;
}

export class SyncListingsResponseDto implements SyncListingsResponse {
  @ApiProperty() ordersImported!: number;
  @ApiProperty() ordersUpdated!: number;
  @ApiProperty({ description: 'Orders eBay cancelled since the last sync: no sale, in no figure' })
  ordersCancelled!: number;
  @ApiProperty() listingsSold!: number;
  @ApiProperty({
    description: 'Listings ended because their order was cancelled: relist to sell again',
  })
  listingsEnded!: number;
  @ApiProperty({ format: 'date-time' }) syncedAt!: string;
}

export class OrderSyncStatusDto implements OrderSyncStatus {
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) syncedThrough!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) lastTriedAt!: string | null;
  @ApiProperty({ description: 'The last try failed: orders since syncedThrough may be missing' })
  lastTryFailed!: boolean;
  @ApiProperty({
    enum: ['connected', 'expired', 'none'],
    description: 'expired or none: no order comes in until the dealer connects eBay again',
  })
  ebayConnection!: EbayConnectionState;
}

export class LotCardDto implements LotCard {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ nullable: true, type: String }) player!: string | null;
  @ApiProperty({ nullable: true, type: Number }) year!: number | null;
  @ApiProperty({ nullable: true, type: String }) brand!: string | null;
  @ApiProperty({ nullable: true, type: String }) set!: string | null;
  @ApiProperty({ nullable: true, type: String }) cardNumber!: string | null;
  @ApiProperty({ nullable: true, type: String }) marketValue!: string | null;
  @ApiProperty({ nullable: true, type: String }) thumbnailUrl!: string | null;
  @ApiProperty(UPRIGHT_TURN_PROPERTY) thumbnailTurn!: UprightTurn;
}

export class LotListingDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: LISTING_STATUSES }) status!: ListingStatus;
  @ApiProperty({ nullable: true, type: String }) url!: string | null;
}

export class LotDto implements Lot {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '1991 Upper Deck' }) lotKey!: string;
  @ApiProperty({ enum: ['open', 'listed', 'sold'] }) status!: 'open' | 'listed' | 'sold';
  @ApiProperty({ example: '1991 Upper Deck Hockey Lot of 14: Coffey, Modano, Neely + 11' })
  title!: string;
  @ApiProperty({ type: LotCardDto, isArray: true }) cards!: LotCardDto[];
  @ApiProperty({ nullable: true, type: String }) marketValueTotal!: string | null;
  @ApiProperty({ nullable: true, type: String }) suggestedPrice!: string | null;
  @ApiProperty({ nullable: true, type: LotListingDto }) listing!: LotListingDto | null;
}

export class PolicyOptionDto implements PolicyOption {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() summary!: string;
  @ApiProperty({ description: 'Ships by eBay Standard Envelope' }) envelope!: boolean;
}

export class LocationOptionDto implements LocationOption {
  @ApiProperty() key!: string;
  @ApiProperty() name!: string;
  @ApiProperty() summary!: string;
  @ApiProperty() enabled!: boolean;
}

export class PolicyListsDto {
  @ApiProperty({ type: PolicyOptionDto, isArray: true }) fulfillment!: PolicyOptionDto[];
  @ApiProperty({ type: PolicyOptionDto, isArray: true }) payment!: PolicyOptionDto[];
  @ApiProperty({ type: PolicyOptionDto, isArray: true }) return!: PolicyOptionDto[];
}

export class SellingChoicesDto implements SellingChoices {
  @ApiProperty({ nullable: true, type: String }) fulfillmentPolicyId!: string | null;
  @ApiProperty({ nullable: true, type: String }) envelopePolicyId!: string | null;
  @ApiProperty({ nullable: true, type: String }) paymentPolicyId!: string | null;
  @ApiProperty({ nullable: true, type: String }) returnPolicyId!: string | null;
  @ApiProperty({ nullable: true, type: String }) merchantLocationKey!: string | null;
}

export class SellingDefaultsDto implements SellingDefaults {
  @ApiProperty({ enum: LISTING_FORMATS }) format!: ListingFormat;
  @ApiProperty({ enum: AUCTION_DURATIONS }) auctionDuration!: AuctionDuration;
  @ApiProperty({ example: '60.00' }) auctionStartPercent!: string;
  @ApiProperty() bestOffer!: boolean;
  @ApiProperty({ nullable: true, type: String }) bestOfferAutoAcceptPercent!: string | null;
  @ApiProperty({ nullable: true, type: String }) bestOfferAutoDeclinePercent!: string | null;
  @ApiProperty({ enum: UNGRADED_CONDITIONS }) cardCondition!: UngradedCondition;
  @ApiProperty({ example: '0.80' }) lotPriceFactor!: string;
  @ApiProperty() autoPublish!: boolean;
}

export class SellingSetupDto implements SellingSetup {
  @ApiProperty() ebayConnected!: boolean;
  @ApiProperty() optedIn!: boolean;
  @ApiProperty({ type: PolicyListsDto }) policies!: PolicyListsDto;
  @ApiProperty({ type: LocationOptionDto, isArray: true }) locations!: LocationOptionDto[];
  @ApiProperty({ type: SellingChoicesDto }) choices!: SellingChoicesDto;
  @ApiProperty({ type: SellingDefaultsDto }) defaults!: SellingDefaultsDto;
  @ApiProperty({ type: String, isArray: true }) missing!: string[];
  @ApiProperty() ready!: boolean;
}

const PolicyId = () =>
  applyAll(
    ApiPropertyOptional({ nullable: true, type: String, maxLength: 100 }),
    IsOptional(),
    IsString(),
    Matches(/^[A-Za-z0-9_-]{1,100}$/, {
      message: ({ property }: ValidationArguments) => `${property} must be an eBay id`,
    }),
  );

const Percent = (min: string, max: string, nullable = false) =>
  applyAll(
    ApiPropertyOptional({ type: String, example: '60.00', nullable }),
    IsOptional(),
    DecimalFromNumber(),
    IsDecimalInRange(min, max) as PropertyDecorator,
  );

function applyAll(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorator) => decorator(target, key));
}

export class UpdateSellingSetupDto implements UpdateSellingSetupRequest {
  @PolicyId() fulfillmentPolicyId?: string | null;
  @PolicyId() envelopePolicyId?: string | null;
  @PolicyId() paymentPolicyId?: string | null;
  @PolicyId() returnPolicyId?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 36 })
  @IsOptional()
  @IsString()
  @MaxLength(36, { message: 'merchantLocationKey must be at most 36 characters' })
  merchantLocationKey?: string | null;

  @ApiPropertyOptional({ enum: LISTING_FORMATS })
  @IsOptional()
  @IsIn(LISTING_FORMATS, { message: `format must be one of ${LISTING_FORMATS.join(', ')}` })
  format?: ListingFormat;

  @ApiPropertyOptional({ enum: AUCTION_DURATIONS })
  @IsOptional()
  @IsIn(AUCTION_DURATIONS, {
    message: `auctionDuration must be one of ${AUCTION_DURATIONS.join(', ')}`,
  })
  auctionDuration?: AuctionDuration;

  @Percent('1.00', '100.00') auctionStartPercent?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'bestOffer must be true or false' })
  bestOffer?: boolean;

  @Percent('1.00', '100.00', true) bestOfferAutoAcceptPercent?: string | null;
  @Percent('1.00', '100.00', true) bestOfferAutoDeclinePercent?: string | null;

  @ApiPropertyOptional({ enum: UNGRADED_CONDITIONS })
  @IsOptional()
  @IsIn(UNGRADED_CONDITIONS, {
    message: `cardCondition must be one of ${UNGRADED_CONDITIONS.join(', ')}`,
  })
  cardCondition?: UngradedCondition;

  @Percent('0.01', '2.00') lotPriceFactor?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'autoPublish must be true or false' })
  autoPublish?: boolean;
}

export class CreateSellingDefaultsDto implements CreateSellingDefaultsRequest {
  @ApiPropertyOptional({ example: '10001' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9 -]{3,10}$/, { message: 'postalCode must be a postal code' })
  postalCode?: string;

  @ApiPropertyOptional({ example: 'US', default: 'US' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Z]{2}$/, { message: 'country must be a two-letter country code' })
  country?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  city?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  stateOrProvince?: string;
}

const DATE_MESSAGE = 'must be a date written YYYY-MM-DD';

export class DashboardStatsQueryDto {
  @ApiPropertyOptional({ enum: DASHBOARD_RANGES, default: 'this-month' })
  @IsOptional()
  @IsIn(DASHBOARD_RANGES, { message: `range must be one of ${DASHBOARD_RANGES.join(', ')}` })
  range?: DashboardRange;

  @ApiPropertyOptional({ example: '2026-11-01', description: 'First day; only with range=custom' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: `start ${DATE_MESSAGE}` })
  start?: string;

  @ApiPropertyOptional({
    example: '2026-11-30',
    description: 'Last day (inclusive), at most 2 years after start; only with range=custom',
  })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: `end ${DATE_MESSAGE}` })
  end?: string;
}

export class DashboardRangeDto {
  @ApiProperty({ example: '2026-11-01' }) start!: string;
  @ApiProperty({ example: '2026-11-30' }) end!: string;
  @ApiProperty({ example: 'America/New_York' }) timeZone!: string;
}

export class DashboardStatsDto implements DashboardStats {
  @ApiProperty() itemsListed!: number;
  @ApiProperty() soldCount!: number;
  @ApiProperty({ example: '0.00' }) grossSales!: string;
  @ApiProperty({ example: '0.00', description: 'Gross sales minus refunds minus the platform fee' })
  netAfterFee!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '2.0',
    description: 'Fee as a percent of gross sales; null without sales',
  })
  effectiveFeePercent!: string | null;
  @ApiProperty({ type: DashboardRangeDto }) range!: DashboardRangeDto;
}
