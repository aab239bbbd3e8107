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
  authEmulatorHost: string;
  projectId: string;
}): Promise<InquiriesApi>;
