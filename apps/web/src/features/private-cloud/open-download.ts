/**
 * Opens a link that is only known after a request, in a new tab. The tab is opened at the click
 * (browsers block tabs opened later, once the answer arrives) and sent to the link when it comes;
 * on failure it is closed again. It loses its opener, as `noopener` would do.
 */
export async function openInNewTab(link: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = await link();
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
}
