// @novaline/inquiry/events: the staff's live inbox. A separate entry because it carries an
// EventSource client, which the site's forms and the API do not need.
export { watchInquiryChanges } from "./inquiry-events.js";
export type { WatchInquiryChangesOptions } from "./inquiry-events.js";
