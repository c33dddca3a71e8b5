import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router-dom';
import { paths } from '@contract/paths';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchCharacter } from '@contract/types/search';
import { characterSearchQuery } from '@/lib/character-search';
import { useHydrated } from '@/lib/use-hydrated';
import { TintedText } from '@/components/ui/tinted-text';
import './character-search-box.css';
import { t } from '@/lib/i18n/translate';

/** Typing waits this long before asking the server. */
const TYPEAHEAD_DEBOUNCE_MS = 200;
const SUGGESTIONS = 8;

export interface CharacterSearchBoxProps {
  /** Where a chosen character goes; the profile by default. */
  onPick?: (character: SearchCharacter) => void;
  /** Enter without a chosen suggestion opens /search?q= unless this is false. */
  submitToPage?: boolean;
  label?: string;
  placeholder?: string;
  className?: string;
}

/**
 * A character search box: an ARIA 1.2 combobox (WAI-ARIA APG "list autocomplete") whose listbox
 * of suggestions appears from the third character. Arrow keys move through the suggestions,
 * Enter opens the one chosen (or the /search page with the term), Escape closes the list.
 */
export function CharacterSearchBox({ onPick, submitToPage = true, label, placeholder, className }: CharacterSearchBoxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), TYPEAHEAD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const enabled = [...term].length >= SEARCH_MIN_LENGTH;
  const result = useQuery({ ...characterSearchQuery(term, SUGGESTIONS), enabled });
  const options = enabled ? (result.data?.characters ?? []) : [];
  const expanded = open && enabled && (options.length > 0 || result.isFetched);

  useEffect(() => setActive(-1), [term]);

  const pick = (c: SearchCharacter) => {
    setOpen(false);
    setText('');
    if (onPick) onPick(c);
    else void navigate(paths.character(c.id));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      if (options.length) setActive((a) => (a + 1) % options.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (options.length) setActive((a) => (a <= 0 ? options.length - 1 : a - 1));
    } else if (e.key === 'Escape') {
      if (expanded) e.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (expanded && active >= 0 && options[active]) pick(options[active]);
      else if (submitToPage && [...text.trim()].length >= SEARCH_MIN_LENGTH) {
        setOpen(false);
        void navigate(paths.search(text.trim()));
        setText('');
      }
    }
  };

  return (
    <div
      ref={box}
      className={['character-search', className].filter(Boolean).join(' ')}
      role="search"
      onBlur={(e) => {
        if (!box.current?.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <Form.Label htmlFor={id} visuallyHidden>
        {label ?? t('Search characters')}
      </Form.Label>
      <Form.Control
        id={id}
        type="search"
        size="sm"
        role="combobox"
        autoComplete="off"
        // Until a page the server painted is live, typing would be lost.
        readOnly={!hydrated}
        spellCheck={false}
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        // Short enough to show whole in the navbar's box at every width where the navbar is one row.
        placeholder={placeholder ?? t('Find a player…')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <span id={`${id}-hint`} className="visually-hidden">
        {t('Type at least {count} characters; use the arrow keys to choose a character.', { count: SEARCH_MIN_LENGTH })}
      </span>
      <ul id={listId} role="listbox" aria-label={t('Characters found')} className={`character-search-list dropdown-menu${expanded ? ' show' : ''}`}>
        {expanded &&
          options.map((c, i) => (
            <li
              key={c.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={`dropdown-item d-flex justify-content-between gap-2${i === active ? ' active' : ''}`}
              // mousedown keeps the focus in the input until the pick is done.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(c)}
            >
              <TintedText color={c.ColorName}>{c.Username}</TintedText>
              <span className="small text-body-secondary text-nowrap">
                {t('Lv {level}', { level: c.Level })}
                {c.CurrentServer !== 'Offline' && <span className="text-success ms-1">● {t('online')}</span>}
              </span>
            </li>
          ))}
        {expanded && options.length === 0 && !result.isFetching && (
          <li className="dropdown-item-text small text-body-secondary" role="presentation">
            {t('No character found.')}
          </li>
        )}
      </ul>
    </div>
  );
}
