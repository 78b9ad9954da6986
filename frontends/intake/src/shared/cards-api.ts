import { apiRequest, queryPath, revalidateUnder, writeThen } from '@pennant/api-client';
import type {
  ApproveAllResponse,
  Card,
  CardSort,
  CardStatus,
  DeleteCardsResponse,
  EbayAnalysisRequest,
  EbayAnalysisResponse,
  LotLowFmvPreview,
  LotLowFmvResponse,
  ProcessBatchRequest,
  ProcessBatchResponse,
  ProcessCardRequest,
  RepriceCardsResponse,
  RetryCardsResponse,
  UnapproveResponse,
  UpdateCardRequest,
} from '@pennant/contracts';

export const CARDS_PATH = '/api/cards';
export const PENDING_CARDS_KEY = '/api/cards/pending';

export interface CardListFilter {
  status?: CardStatus;
  q?: string;
  sort?: CardSort;
  page?: number;
  pageSize?: number;
}

/** GET /api/cards with the filter as query parameters (the address is the SWR key). */
export function cardsKey({ status, q, sort, page, pageSize }: CardListFilter = {}): string {
  return queryPath(CARDS_PATH, { status, q, sort, page, pageSize });
}

export function cardKey(id: string): string {
  return `${CARDS_PATH}/${encodeURIComponent(id)}`;
}

/** Re-reads every card list and card the screens hold, so they show what the server has. */
export function revalidateCards(): Promise<unknown> {
  return revalidateUnder([CARDS_PATH]);
}

/** Runs a write, then revalidates the card reads whether it worked or not. */
function write<T>(call: () => Promise<T>): Promise<T> {
  return writeThen(call, revalidateCards);
}

export function fetchCard(id: string): Promise<Card> {
  return apiRequest<Card>('GET', cardKey(id));
}

export function processCard(body: ProcessCardRequest): Promise<Card> {
  return write(() => apiRequest<Card>('POST', `${CARDS_PATH}/process`, body));
}

export function processBatch(body: ProcessBatchRequest): Promise<ProcessBatchResponse> {
  return write(() => apiRequest<ProcessBatchResponse>('POST', `${CARDS_PATH}/process-batch`, body));
}

export function updateCard(id: string, changes: UpdateCardRequest): Promise<Card> {
  return write(() => apiRequest<Card>('PATCH', cardKey(id), changes));
}

export function approveCard(id: string): Promise<Card> {
  return write(() => apiRequest<Card>('POST', `${cardKey(id)}/approve`));
}

/** Takes an approval back (409 with the reason when its listing already went to eBay). */
export function unapproveCard(id: string): Promise<Card> {
  return write(() => apiRequest<Card>('POST', `${cardKey(id)}/unapprove`));
}

export function unapproveCards(cardIds: string[]): Promise<UnapproveResponse> {
  return write(() => apiRequest<UnapproveResponse>('POST', `${CARDS_PATH}/unapprove`, { cardIds }));
}

export function approveAllCards(cardIds?: string[]): Promise<ApproveAllResponse> {
  return write(() =>
    apiRequest<ApproveAllResponse>('POST', `${CARDS_PATH}/approve-all`, cardIds ? { cardIds } : {}),
  );
}

/** What Send Low-FMV to Lot would do now (changes nothing). */
export function previewLotLowFmv(): Promise<LotLowFmvPreview> {
  return apiRequest<LotLowFmvPreview>('GET', `${CARDS_PATH}/lot-low-fmv`);
}

export function lotLowFmvCards(): Promise<LotLowFmvResponse> {
  return write(() => apiRequest<LotLowFmvResponse>('POST', `${CARDS_PATH}/lot-low-fmv`));
}

export function retryCard(id: string): Promise<Card> {
  return write(() => apiRequest<Card>('POST', `${cardKey(id)}/retry`));
}

export function deleteCard(id: string): Promise<void> {
  return write(() => apiRequest<void>('DELETE', cardKey(id)));
}

/** Deletes several cards with their photos; each answers alone (a card listed on eBay stays, with the reason). */
export function deleteCards(cardIds: string[]): Promise<DeleteCardsResponse> {
  return write(() => apiRequest<DeleteCardsResponse>('POST', `${CARDS_PATH}/delete`, { cardIds }));
}

/** Identifies failed cards again from their photos; each answers alone. */
export function retryCards(cardIds: string[]): Promise<RetryCardsResponse> {
  return write(() => apiRequest<RetryCardsResponse>('POST', `${CARDS_PATH}/retry`, { cardIds }));
}

/** Prices cards awaiting review from eBay again, now. */
export function repriceCards(cardIds: string[]): Promise<RepriceCardsResponse> {
  return write(() =>
    apiRequest<RepriceCardsResponse>('POST', `${CARDS_PATH}/reprice`, { cardIds }),
  );
}

export function compareWithEbay(body: EbayAnalysisRequest): Promise<EbayAnalysisResponse> {
  return apiRequest<EbayAnalysisResponse>('POST', `${CARDS_PATH}/ebay-analysis`, body);
}
