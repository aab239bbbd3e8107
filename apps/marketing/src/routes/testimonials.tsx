// Interim until this page ships: the shared page under its own route id.
export { default, loader, meta } from "./interim";
