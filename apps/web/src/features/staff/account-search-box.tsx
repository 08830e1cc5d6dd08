import { STAFF_SEARCH_MAX_LENGTH } from '@datadeck/contracts';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** Long enough to type a word without a request per letter, short enough to feel live. */
const SEARCH_DEBOUNCE_MS = 300;

type AccountSearchBoxProps = { term: string; onSearch: (term: string) => void };

/**
 * Searches as the user types (debounced) and at once on Enter; the term lives in the URL. Not a
 * schema form: nothing is saved or refused, the box only moves the URL, and it must follow the
 * URL's term on back/forward, which a form's own values would fight.
 */
export function AccountSearchBox({ term, onSearch }: AccountSearchBoxProps) {
  const [value, setValue] = useState(term);
  // The term this box last sent; any other term in the URL came from back/forward.
  const sent = useRef(term);
  const send = (next: string) => {
    sent.current = next.trim();
    onSearch(next.trim());
  };
  const debouncedSend = useDebouncedCallback(send, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (term === sent.current) return;
    sent.current = term;
    setValue(term);
  }, [term]);

  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          debouncedSend.cancel();
          send(value);
        }}
      >
        <TextInput
          label="Search accounts"
          description="By account name or id"
          type="search"
          name="search"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            debouncedSend(event.currentTarget.value);
          }}
          maxLength={STAFF_SEARCH_MAX_LENGTH}
          maw={480}
        />
      </form>
    </search>
  );
}
