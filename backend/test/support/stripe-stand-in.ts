import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';

/** One request the stand-in received, as Stripe would have seen it. */
export interface StripeCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

type StripeObject = Record<string, unknown> & { id: string };

/**
 * A local stand-in for the few Stripe endpoints billing uses (customers, SetupIntents, invoices,
 * invoice items, finalize), reached through the SDK's host/port/protocol options. Like Stripe, a
 * POST repeated with the same Idempotency-Key answers the first result and changes nothing. It can
 * drop its answers after doing the work (a crash or lost connection after the provider acted).
 */
export class StripeStandIn {
  readonly calls: StripeCall[] = [];
  readonly customers = new Map<string, StripeObject>();
  readonly setupIntents = new Map<string, StripeObject>();
  readonly invoices = new Map<string, StripeObject>();
  readonly invoiceItems = new Map<string, StripeObject>();
  private readonly replies = new Map<string, { status: number; body: unknown }>();
  private readonly drops: { path: RegExp; remaining: number }[] = [];
  /** While true, deleting a customer answers 400, as Stripe refusing it. */
  refuseCustomerDeletes = false;
  private nextId = 1;
  private server?: http.Server;

  async start(): Promise<string> {
    const app = express();
    app.use(express.urlencoded({ extended: true }));
    app.use((req, res, next) => this.record(req, res, next));
    app.post('/v1/customers', (req, res) =>
      this.create(res, this.customers, 'cus', 'customer', {
        ...req.body,
        invoice_settings: { default_payment_method: null },
      }),
    );
    app.post('/v1/customers/:id', (req, res) => this.update(res, this.customers, req));
    app.delete('/v1/customers/:id', (req, res) => this.deleteCustomer(res, String(req.params.id)));
    app.post('/v1/setup_intents', (req, res) => {
      const id = this.id('seti');
      this.answer(
        res,
        200,
        this.store(this.setupIntents, {
          id,
          object: 'setup_intent',
          client_secret: `${id}_secret_standin`,
          status: 'requires_payment_method',
          payment_method: null,
          ...req.body,
        }),
      );
    });
    app.get('/v1/setup_intents/:id', (req, res) => this.retrieve(res, this.setupIntents, req));
    app.post('/v1/invoices', (req, res) =>
      this.create(res, this.invoices, 'in', 'invoice', {
        status: 'draft',
        hosted_invoice_url: null,
        ...req.body,
        auto_advance: req.body.auto_advance === 'true',
      }),
    );
    app.post('/v1/invoiceitems', (req, res) =>
      this.create(res, this.invoiceItems, 'ii', 'invoiceitem', {
        ...req.body,
        amount: Number(req.body.amount),
      }),
    );
    app.post('/v1/invoices/:id/finalize', (req, res) => {
      const invoice = this.invoices.get(String(req.params.id));
      if (!invoice) return this.missing(res, String(req.params.id));
      invoice.status = 'open';
      invoice.hosted_invoice_url = `https://invoice.stripe.test/${invoice.id}`;
      this.answer(res, 200, invoice);
    });
    this.server = http.createServer(app);
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** What Stripe.js does in the browser: the card form confirms the SetupIntent with a card. */
  confirmSetupIntent(
    id: string,
    card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  ) {
    const intent = this.setupIntents.get(id);
    if (!intent) throw new Error(`no SetupIntent ${id}`);
    intent.status = 'succeeded';
    intent.payment_method = { id: this.id('pm'), object: 'payment_method', type: 'card', card };
  }

  /** The next `times` requests to a matching path are carried out, then the connection drops. */
  dropAnswersAfterWork(path: RegExp, times: number): void {
    this.drops.push({ path, remaining: times });
  }

  callsTo(method: string, path: RegExp): StripeCall[] {
    return this.calls.filter((call) => call.method === method && path.test(call.path));
  }

  private record(req: Request, res: Response, next: () => void): void {
    const idempotencyKey = req.header('idempotency-key');
    this.calls.push({ method: req.method, path: req.path, idempotencyKey, body: req.body ?? {} });
    if (req.header('authorization') !== 'Bearer sk_test_standin')
      return void res
        .status(401)
        .json({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    const replay = idempotencyKey && this.replies.get(`${req.path} ${idempotencyKey}`);
    if (replay) return void this.send(req, res, replay.status, replay.body);
    res.locals.idempotencyKey = idempotencyKey;
    next();
  }

  private answer(res: Response, status: number, body: unknown): void {
    const key = res.locals.idempotencyKey as string | undefined;
    if (key) this.replies.set(`${res.req.path} ${key}`, { status, body });
    this.send(res.req, res, status, body);
  }

  private send(req: Request, res: Response, status: number, body: unknown): void {
    const drop = this.drops.find(
      (candidate) => candidate.remaining > 0 && candidate.path.test(req.path),
    );
    if (drop) {
      drop.remaining -= 1;
      req.socket.destroy();
      return;
    }
    res.status(status).json(body);
  }

  private create(
    res: Response,
    into: Map<string, StripeObject>,
    prefix: string,
    object: string,
    fields: Record<string, unknown>,
  ): void {
    this.answer(res, 200, this.store(into, { id: this.id(prefix), object, ...fields }));
  }

  private update(res: Response, from: Map<string, StripeObject>, req: Request): void {
    const found = from.get(String(req.params.id));
    if (!found) return this.missing(res, String(req.params.id));
    Object.assign(found, req.body);
    this.answer(res, 200, found);
  }

  private deleteCustomer(res: Response, id: string): void {
    if (this.refuseCustomerDeletes)
      return void res
        .status(400)
        .json({ error: { type: 'invalid_request_error', message: 'Refused by the stand-in' } });
    if (!this.customers.delete(id)) return this.missing(res, id);
    this.answer(res, 200, { id, object: 'customer', deleted: true });
  }

  private retrieve(res: Response, from: Map<string, StripeObject>, req: Request): void {
    const found = from.get(String(req.params.id));
    if (!found) return this.missing(res, String(req.params.id));
    res.status(200).json(found);
  }

  private missing(res: Response, id: string): void {
    res.status(404).json({
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such object: '${id}'`,
      },
    });
  }

  private store(into: Map<string, StripeObject>, value: StripeObject): StripeObject {
    into.set(value.id, value);
    return value;
  }

  private id(prefix: string): string {
    return `${prefix}_standin${this.nextId++}`;
  }
}
