/** Every error response has this shape. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: Array<{ field: string; message: string }>;
  requestId?: string;
}
