/** The only content type this section edits so far (its declaration is in the shared contract). */
export const TYPE = 'announcement';
