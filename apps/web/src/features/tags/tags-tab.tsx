// SCAFFOLD (issue 18, branch only): replaced by the tab's page; never merged to main as it is.
export function TagsTab() {
  return null;
}
