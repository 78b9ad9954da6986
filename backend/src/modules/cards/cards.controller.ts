import {
  type BeforeApplicationShutdown,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  type MessageEvent,
  Param,
  Patch,
  Post,
  Query,
  Res,
  Sse,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { interval, map, merge, Observable, Subject, takeUntil } from 'rxjs';
import type { CardEvent } from '@pennant/contracts';
import { CurrentDealerId, IdParam, RateLimit } from '../../common';
import { CardsService } from './cards.service';
import {
  ApproveAllDto,
  ApproveAllResponseDto,
  CardDto,
  CardPageDto,
  DeleteCardsDto,
  DeleteCardsResponseDto,
  ListCardsQueryDto,
  LotLowFmvPreviewDto,
  LotLowFmvResponseDto,
  ProcessBatchDto,
  ProcessBatchResponseDto,
  ProcessCardDto,
  RepriceCardsDto,
  RepriceCardsResponseDto,
  RetryCardsDto,
  RetryCardsResponseDto,
  UnapproveDto,
  UnapproveResponseDto,
  UpdateCardDto,
} from './dto/card.dto';

/** Keeps idle event streams open through proxies that close silent connections. */
const HEARTBEAT_MS = 25_000;

@ApiTags('cards')
@Controller('api/cards')
export class CardsController implements BeforeApplicationShutdown {
  /** Ends every open event stream, which would otherwise hold the HTTP server's close until they are dropped. */
  private readonly shuttingDown = new Subject<void>();

  constructor(private readonly cards: CardsService) {}

  beforeApplicationShutdown(): void {
    this.shuttingDown.next();
    this.shuttingDown.complete();
  }

  @RateLimit('identify')
  @Post('process')
  @HttpCode(200)
  @ApiOperation({
    summary: 'One card from one or more uploaded images, identified before answering',
  })
  @ApiOkResponse({ type: CardDto, description: 'Identified (or failed) card' })
  @ApiAcceptedResponse({ type: CardDto, description: 'Still processing after the wait bound' })
  async process(
    @CurrentDealerId() dealerId: string,
    @Body() body: ProcessCardDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CardDto> {
    const { card, settled } = await this.cards.process(dealerId, body);
    if (!settled) response.status(202);
    return card;
  }

  @RateLimit('identify')
  @Post('process-batch')
  @HttpCode(200)
  @ApiOperation({ summary: 'One card per image (or per front/back pair); answers at once' })
  @ApiOkResponse({ type: ProcessBatchResponseDto })
  processBatch(
    @CurrentDealerId() dealerId: string,
    @Body() body: ProcessBatchDto,
  ): Promise<ProcessBatchResponseDto> {
    return this.cards.processBatch(dealerId, body);
  }

  @Get()
  @ApiOkResponse({ type: CardPageDto })
  list(
    @CurrentDealerId() dealerId: string,
    @Query() query: ListCardsQueryDto,
  ): Promise<CardPageDto> {
    return this.cards.list(dealerId, query);
  }

  @Get('pending')
  @ApiOperation({ summary: 'Identified cards awaiting review, least confident first' })
  @ApiOkResponse({ type: CardDto, isArray: true })
  pending(@CurrentDealerId() dealerId: string): Promise<CardDto[]> {
    return this.cards.pending(dealerId);
  }

  @Sse('events')
  @ApiOperation({ summary: "Server-sent events: one per change to the dealer's cards" })
  @ApiOkResponse({
    description: '`card.updated` and `card.deleted` events, and a `ping` every 25 s',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  async events(@CurrentDealerId() dealerId: string): Promise<Observable<MessageEvent>> {
    // The stream answers (200, headers) only once this process hears every event: with Redis, the first listener
    // of a process would otherwise miss what was published while its subscribing connection opened.
    await this.cards.eventsReady();
    const changes = new Observable<CardEvent>((subscriber) => {
      const stop = this.cards.subscribe(dealerId, (event) => subscriber.next(event));
      return () => void stop.then((unsubscribe) => unsubscribe());
    });
    // A dealer's tab reconnects by itself (EventSource), to this process's successor.
    return merge(
      changes.pipe(map((event): MessageEvent => ({ type: event.type, data: event }))),
      interval(HEARTBEAT_MS).pipe(map((): MessageEvent => ({ type: 'ping', data: '' }))),
    ).pipe(takeUntil(this.shuttingDown));
  }

  @Post('approve-all')
  @HttpCode(200)
  @ApiOkResponse({ type: ApproveAllResponseDto })
  approveAll(
    @CurrentDealerId() dealerId: string,
    @Body() body: ApproveAllDto,
  ): Promise<ApproveAllResponseDto> {
    return this.cards.approveAll(dealerId, body.cardIds);
  }

  @Post('unapprove')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Undo approvals: the cards go back to review until their listing is published',
  })
  @ApiOkResponse({ type: UnapproveResponseDto })
  unapprove(
    @CurrentDealerId() dealerId: string,
    @Body() body: UnapproveDto,
  ): Promise<UnapproveResponseDto> {
    return this.cards.unapprove(dealerId, body.cardIds);
  }

  @Get('lot-low-fmv')
  @ApiOperation({
    summary:
      'What Send Low-FMV to Lot would do now: cards, those marked Check, lots (changes nothing)',
  })
  @ApiOkResponse({ type: LotLowFmvPreviewDto })
  previewLotLowFmv(@CurrentDealerId() dealerId: string): Promise<LotLowFmvPreviewDto> {
    return this.cards.previewLotLowFmv(dealerId);
  }

  @Post('lot-low-fmv')
  @HttpCode(200)
  @ApiOperation({ summary: "Cards under the dealer's minimum single FMV join lots" })
  @ApiOkResponse({ type: LotLowFmvResponseDto })
  lotLowFmv(@CurrentDealerId() dealerId: string): Promise<LotLowFmvResponseDto> {
    return this.cards.lotLowFmv(dealerId);
  }

  @Get(':id')
  @ApiOkResponse({ type: CardDto })
  get(
    @CurrentDealerId() dealerId: string,
    @Param('id', new IdParam('a card id')) id: string,
  ): Promise<CardDto> {
    return this.cards.get(dealerId, id);
  }

  @Patch(':id')
  @ApiOperation({
    summary: "The dealer's corrections; each changed field is marked as the dealer's",
  })
  @ApiOkResponse({ type: CardDto })
  update(
    @CurrentDealerId() dealerId: string,
    @Param('id', new IdParam('a card id')) id: string,
    @Body() body: UpdateCardDto,
  ): Promise<CardDto> {
    return this.cards.update(dealerId, id, body);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOkResponse({ type: CardDto })
  approve(
    @CurrentDealerId() dealerId: string,
    @Param('id', new IdParam('a card id')) id: string,
  ): Promise<CardDto> {
    return this.cards.approve(dealerId, id);
  }

  @Post(':id/unapprove')
  @HttpCode(200)
  @ApiOperation({ summary: 'Undo an approval (409 once its listing is published)' })
  @ApiOkResponse({ type: CardDto })
  unapproveOne(
    @CurrentDealerId() dealerId: string,
    @Param('id', new IdParam('a card id')) id: string,
  ): Promise<CardDto> {
    return this.cards.unapproveOne(dealerId, id);
  }

  @RateLimit('identify')
  @Post('retry')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Identify failed cards again from the same photos; each card answers alone',
  })
  @ApiOkResponse({ type: RetryCardsResponseDto })
  retryMany(
    @CurrentDealerId() dealerId: string,
    @Body() body: RetryCardsDto,
  ): Promise<RetryCardsResponseDto> {
    return this.cards.retryMany(dealerId, body.cardIds);
  }

  @RateLimit('identify')
  @Post('reprice')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Price cards awaiting review from eBay's comparables again, now; a value the dealer set stays; each card answers alone",
  })
  @ApiOkResponse({ type: RepriceCardsResponseDto })
  repriceMany(
    @CurrentDealerId() dealerId: string,
    @Body() body: RepriceCardsDto,
  ): Promise<RepriceCardsResponseDto> {
    return this.cards.repriceMany(dealerId, body.cardIds);
  }

  @Post('delete')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete cards with their photos; a card listed on eBay stays, each card answers alone',
  })
  @ApiOkResponse({ type: DeleteCardsResponseDto })
  removeMany(
    @CurrentDealerId() dealerId: string,
    @Body() body: DeleteCardsDto,
  ): Promise<DeleteCardsResponseDto> {
    return this.cards.removeMany(dealerId, body.cardIds);
  }

  @RateLimit('identify')
  @Post(':id/retry')
  @HttpCode(200)
  @ApiOkResponse({ type: CardDto })
  retry(
    @CurrentDealerId() dealerId: string,
    @Param('id', new IdParam('a card id')) id: string,
  ): Promise<CardDto> {
    return this.cards.retry(dealerId, id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The card and its images are gone' })
  remove(
    @CurrentDealerId() dealerId: string,
    @Param('id', new IdParam('a card id')) id: string,
  ): Promise<void> {
    return this.cards.remove(dealerId, id);
  }
}
