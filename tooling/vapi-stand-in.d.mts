export interface VapiStandInOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The private key it expects as `Authorization: Bearer <key>`. @defaultValue "local-vapi-key" */
  apiKey?: string;
  /** Where it posts its server messages; none are posted without it. */
  webhookUrl?: string;
  /** Sent as `X-Vapi-Secret` with each message. @defaultValue "local-webhook-secret" */
  webhookSecret?: string;
  /** When the call rings, is answered and ends, in ms after it is created. */
  timings?: { ringMs?: number; answerMs?: number; talkMs?: number };
}

/** A call the stand-in created, as `POST /call` answered it. */
export interface StandInCall {
  id: string;
  status: string;
  assistantId: string;
  phoneNumberId: string;
  customer: { number: string };
  /** What `POST /call` named it. */
  name?: string;
  assistantOverrides?: {
    variableValues?: Record<string, string>;
    metadata?: Record<string, unknown>;
  };
  endedReason?: string;
  createdAt: string;
}

export interface VapiStandIn {
  /** `http://127.0.0.1:<port>`, the base URL to give as `VAPI_BASE_URL`. */
  url: string;
  apiKey: string;
  webhookSecret: string;
  /** The calls it holds (`DELETE /call/:id` removes one). */
  calls: Map<string, StandInCall>;
  /** Every request it received, in order. */
  requests: {
    method: string | undefined;
    path: string;
    authorization: string | undefined;
    idempotencyKey: string | string[] | undefined;
    body: unknown;
  }[];
  /** Every server message it posted, with the webhook's answer status (0: no answer). */
  deliveries: { type: string; status: number; error?: string }[];
  /** The next `times` calls to `POST /call` answer `status` (500 by default), creating nothing. */
  failNext: (status?: number, times?: number) => void;
  /** The next `times` calls to `POST /call` place the call but never answer (a time-out). */
  stallNext: (times?: number) => void;
  /** The next `times` calls to `POST /call` place the call and answer after `ms`. */
  delayNext: (ms: number, times?: number) => void;
  stop: () => Promise<void>;
}

export function startVapiStandIn(options?: VapiStandInOptions): Promise<VapiStandIn>;
