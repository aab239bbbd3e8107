export declare const EMULATOR_HOSTNAME: "127.0.0.1";

export interface LocalAccount {
  email: string;
  password: string;
  displayName: string;
  claims: Record<string, unknown>;
}

export declare const LOCAL_ACCOUNTS: { admin: LocalAccount; staff: LocalAccount };

export declare function localFirebaseProject(): { projectId: string; authEmulatorPort: number };

export declare function freePort(): Promise<number>;

export declare function isAuthEmulatorReady(host: string): Promise<boolean>;

export interface AuthEmulator {
  /** `127.0.0.1:<port>`, the value of `FIREBASE_AUTH_EMULATOR_HOST`. */
  host: string;
  projectId: string;
  /** True when an emulator already running was reused (then `stop` leaves it running). */
  reused: boolean;
  startedInMs?: number;
  stop(): Promise<void>;
}

export declare function startAuthEmulator(options?: {
  projectId?: string;
  port?: number;
  reuse?: boolean;
}): Promise<AuthEmulator>;

export declare function seedAuthEmulator(options: {
  host: string;
  projectId?: string;
  accounts?: readonly LocalAccount[];
}): Promise<void>;

export declare function clearAuthEmulator(options: {
  host: string;
  projectId?: string;
}): Promise<void>;
