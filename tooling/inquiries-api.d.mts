export interface InquiriesApi {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Where the API writes its e-mails as `.eml` files. */
  outboxDir: string;
  startedInMs: number;
  /** Stops the API and deletes its data. */
  stop: () => Promise<void>;
}

export function startInquiriesApi(options: {
  port: number;
  corsOrigins: string[];
  /** The Auth emulator whose tokens the admin calls accept; none without it. */
  authEmulatorHost?: string;
  projectId?: string;
  /** More settings (VAPI_* for phone demos, DEMO_CALLS_* limits); VAPI_* from the caller's shell are dropped. */
  env?: Record<string, string>;
}): Promise<InquiriesApi>;
