// The spec's speech and volume rules, which @vapi-ai/web 2.7.1 applies itself: voice-core relays
// the SDK's `speech-start`, `speech-end` and `volume-level` events instead of re-deriving them.
// Written down here for the fake SDK and the tests that hold the SDK to them.

/**
 * Summed remote audio level above which the assistant counts as speaking. Applied by the SDK.
 *
 * @defaultValue 0.01
 */
export const SPEECH_THRESHOLD = 0.01;

/**
 * Time after the last level above {@link SPEECH_THRESHOLD} at which the SDK emits `speech-end`.
 *
 * @defaultValue 1000
 */
export const SPEECH_END_DELAY_MS = 1000;

/**
 * The SDK reports `volume` as the summed remote level divided by this value, capped at 1.
 *
 * @defaultValue 0.15
 */
export const VOLUME_SCALE = 0.15;
