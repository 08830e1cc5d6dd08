/**
 * SPEC §5 "browser auto-fill accepted only if it passes": whether an `input` event brought a value
 * the browser (or a password manager) filled in rather than one the shopper typed. Typing,
 * pasting and dropping come as InputEvents with their inputType; an auto-fill comes as a plain
 * input Event (Chromium) or as 'insertReplacementText' (WebKit). Shared by the host fields and the
 * secured fields, so both sides tell them apart alike.
 */
export const isAutoFill = (event: Event): boolean =>
  typeof InputEvent === 'undefined' || !(event instanceof InputEvent) || event.inputType === 'insertReplacementText';
