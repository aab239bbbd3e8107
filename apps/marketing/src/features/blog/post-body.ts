/**
 * The id of a post's body element: the loader hands its markup to the document's render under it,
 * and the page finds the prerendered element by it (see shared/prerendered-html.ts).
 */
export const postBodyId = "post-body";
