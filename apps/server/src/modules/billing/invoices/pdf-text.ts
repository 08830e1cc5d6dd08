import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** PDF.js's own metrics of the 14 standard fonts (the invoice's Helvetica), read from its package. */
const standardFontDataUrl = fileURLToPath(new URL('standard_fonts/', import.meta.resolve('pdfjs-dist/package.json')));

/**
 * The text of a PDF as a reader finds it, page by page (tests read documents back with Mozilla's
 * PDF.js, a reader independent of the library that wrote them).
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  // PDF.js takes ownership of the buffer it is given: a copy keeps the caller's bytes intact.
  const document = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const pages = document.numPages;
  await document.destroy();
  return { pages, text: texts.join('\n') };
}
