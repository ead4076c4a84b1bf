/**
 * The address search of an address record (spec 000 §2 "Address search by typing (3 or more characters) with manual
 * entry as fallback", §8's two failure messages). A React Aria ComboBox: typing searches the record's country once
 * the text has 3 characters and the candidate pauses; each answer belongs to the text it was asked for, so an
 * answer that arrives after the candidate typed on is never shown. Choosing a suggestion retrieves the address and
 * hands it to the record, which fills its own fields; the fields stay open to typing whatever happens here.
 *
 * A status region under the field says what the search is doing (searching, how many found, none, failed) and what
 * the choice did, for screen readers too. The search is not a form field: it is never marked invalid, so a failed
 * save never sends the focus here.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ComboBox, Group, Input, type Key, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import type { AddressLookupCountry, AddressSuggestion, LookedUpAddress } from '../../../domain/address-lookup';
import { findAddressesQueryOptions, isSearchable } from '../../api/address-lookup/find-addresses';
import { retrieveAddressMutationOptions } from '../../api/address-lookup/retrieve-address';
import { FieldText, fieldClassName } from '../../ui/field/field-text';
import styles from './address-lookup-field.module.css';

/** The pause after the last key before the text is searched. */
export const ADDRESS_SEARCH_DELAY_MS = 300;

export interface AddressLookupFieldProps {
  /** The search input's id. */
  id: string;
  country: AddressLookupCountry;
  label: ReactNode;
  description?: ReactNode;
  /** A suggestion's address, retrieved: the record fills its fields from it. */
  onPick: (address: LookedUpAddress) => void;
}

/** What the last choice came to. */
type Choice = 'retrieving' | 'filled' | 'failed' | null;

const suggestionText = (suggestion: AddressSuggestion) =>
  suggestion.description ? `${suggestion.text}, ${suggestion.description}` : suggestion.text;

function useDebouncedValue(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export function AddressLookupField({ id, country, label, description, onPick }: AddressLookupFieldProps) {
  const { t } = useLingui();
  // The box shows what was typed, or the chosen suggestion; only what was typed is searched, so the suggestions
  // stay those the choice was made from.
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  const [selectedKey, setSelectedKey] = useState<Key | null>(null);
  const [choice, setChoice] = useState<Choice>(null);
  const [open, setOpen] = useState(false);
  // React Aria reports the chosen suggestion's text as new input right after the choice: that is not typing.
  const chosenText = useRef<string | null>(null);
  // Only the latest choice may fill the record: an earlier retrieve answering late is ignored.
  const latestChoice = useRef(0);

  const active = isSearchable(typed);
  const searched = useDebouncedValue(active ? typed : '', ADDRESS_SEARCH_DELAY_MS);
  const search = useQuery(findAddressesQueryOptions(country, searched));
  const retrieve = useMutation(retrieveAddressMutationOptions());
  const suggestions = search.data ?? [];

  const onInputChange = (value: string) => {
    setText(value);
    if (value === chosenText.current) return;
    chosenText.current = null;
    latestChoice.current += 1;
    setSelectedKey(null);
    setTyped(value);
    setChoice(null);
  };

  const onSelectionChange = async (key: Key | null) => {
    const suggestion = suggestions.find((candidate) => candidate.id === key);
    if (!suggestion) return;
    latestChoice.current += 1;
    const attempt = latestChoice.current;
    chosenText.current = suggestionText(suggestion);
    setSelectedKey(suggestion.id);
    setText(chosenText.current);
    setChoice('retrieving');
    try {
      const address = await retrieve.mutateAsync({ country, id: suggestion.id });
      if (attempt !== latestChoice.current) return;
      onPick(address);
      setChoice('filled');
    } catch {
      if (attempt === latestChoice.current) setChoice('failed');
    }
  };

  // What the open list says while it has no suggestion to show.
  const emptyText: Record<Status['kind'], string> = {
    idle: t`Type at least 3 characters of the address`,
    busy: t`Searching for addresses…`,
    error: t`Whoops! Something went wrong. Please try again. Or enter your address manually.`,
    found: t`No addresses found`,
  };
  const waiting = active && typed.trim() !== searched.trim();
  const status = statusOf({ choice, active, waiting, search, count: suggestions.length });

  return (
    <div className={styles.lookup}>
      <ComboBox
        id={id}
        className={fieldClassName}
        items={suggestions}
        inputValue={text}
        onInputChange={onInputChange}
        selectedKey={selectedKey}
        onSelectionChange={onSelectionChange}
        allowsCustomValue
        allowsEmptyCollection
        menuTrigger="input"
        onOpenChange={setOpen}
      >
        <FieldText label={label} description={description} />
        <Group className={styles.control}>
          <Input className={styles.input} spellCheck={false} />
        </Group>
        <Popover className={styles.popover} offset={4}>
          <ListBox<AddressSuggestion>
            className={styles.listbox}
            renderEmptyState={() => <p className={styles.empty}>{emptyText[status.kind]}</p>}
          >
            {(suggestion) => (
              <ListBoxItem id={suggestion.id} textValue={suggestionText(suggestion)} className={styles.option}>
                {/* Both lines name the option: the description tells two addresses with the same street apart. */}
                <span className={styles.optionText}>{suggestion.text}</span>{' '}
                <span className={styles.optionDescription}>{suggestion.description}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {/*
        Present from the first render, so the messages put into it are announced. While the suggestions are open,
        React Aria hides everything but the field from assistive technology, except live regions it knows by this
        attribute: the search's outcome must still be heard then. The open list shows the same news, so the line
        is only heard meanwhile: text appearing under the field would move the page, and a page that scrolls
        closes the list.
      */}
      <p
        role="status"
        data-live-announcer="true"
        className={open ? styles.statusHeard : status.kind === 'error' ? styles.statusError : styles.status}
      >
        {status.message}
      </p>
    </div>
  );
}

interface Status {
  kind: 'idle' | 'busy' | 'found' | 'error';
  message: ReactNode;
  count?: number;
}

interface StatusFacts {
  choice: Choice;
  /** Whether the box holds a text to search: 3 characters or more, not a chosen address. */
  active: boolean;
  /** Whether the candidate is still typing: the text has not been searched yet. */
  waiting: boolean;
  search: { isFetching: boolean; isError: boolean; isSuccess: boolean };
  count: number;
}

function statusOf({ choice, active, waiting, search, count }: StatusFacts): Status {
  if (choice === 'retrieving') return { kind: 'busy', message: <Trans>Getting the address…</Trans> };
  if (choice === 'filled') {
    return { kind: 'idle', message: <Trans>The address is filled in below. Check it, and change anything that is wrong.</Trans> };
  }
  if (choice === 'failed') return { kind: 'error', message: <Trans>Failed to fetch address details.</Trans> };
  if (!active) return { kind: 'idle', message: null };
  if (waiting || search.isFetching) return { kind: 'busy', message: <Trans>Searching for addresses…</Trans> };
  if (search.isError) {
    return {
      kind: 'error',
      message: <Trans>Whoops! Something went wrong. Please try again. Or enter your address manually.</Trans>,
    };
  }
  if (!search.isSuccess) return { kind: 'idle', message: null };
  if (count === 0) {
    return { kind: 'found', count, message: <Trans>No addresses found. Check what you typed, or enter the address below.</Trans> };
  }
  return {
    kind: 'found',
    count,
    message: (
      <Plural value={count} one="# address found. Choose it from the list." other="# addresses found. Choose yours from the list." />
    ),
  };
}
