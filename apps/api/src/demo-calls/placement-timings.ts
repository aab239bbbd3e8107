/**
 * How long placing a demo call with Vapi may take, at each step (`DEMO_CALL_*` settings; see the
 * README's Demo calls).
 */
export interface PlacementTimings {
  /** How long one request to Vapi may take (at most half the lease: see `startDemoCallPlacement`). */
  readonly requestTimeoutMs: number;
  /**
   * Vapi's worst delay in creating a call after `POST /call`, answered or not: a POST whose
   * outcome we do not know is looked up over this long before another may be sent.
   */
  readonly creationWindowMs: number;
  /**
   * After this long since the visitor asked, a call not yet placed is given up: they asked for a
   * call now, and a phone ringing minutes later is a surprise.
   */
  readonly giveUpAfterMs: number;
}

/** The timings when no setting says otherwise. */
export const DEFAULT_PLACEMENT_TIMINGS: PlacementTimings = {
  requestTimeoutMs: 10_000,
  creationWindowMs: 60_000,
  giveUpAfterMs: 120_000,
};
