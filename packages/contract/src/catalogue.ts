// Schemas of this area are added by its issue.
export {};
