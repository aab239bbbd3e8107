// `@novaline/voice-core/testing`: the fake SDK the package's own tests drive, for an app's tests
// of its call UI without a network, a microphone or Vapi. It emits the SDK's events with the
// payload shapes of @vapi-ai/web 2.7 and is versioned with the client it fakes.
export { createFakeSdk, FakeVapi, type FakeSdk, type StartRequest } from "./fake-vapi";
export {
  createFakeTextTransport,
  type FakeTextMessage,
  type FakeTextStep,
  type FakeTextTransport,
} from "./fake-text-transport";
