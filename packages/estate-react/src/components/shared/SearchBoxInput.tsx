'use client';

import { Search, X } from '../../icons/index.js';
import { useRef, type InputHTMLAttributes } from 'react';
import { useTranslate } from '../../config/context.js';

export interface SearchBoxInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'type' | 'className'> {
  id: string;
  /** The input's name for screen readers (the label is visually hidden). */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * What an `est-search-box` holds (search-box.css): a visually hidden label, the search icon, the
 * input, and, while there is text, a clear button that empties it and gives the input the focus back.
 */
export function SearchBoxInput({ id, label, value, onValueChange, ...input }: SearchBoxInputProps) {
  const t = useTranslate();
  const field = useRef<HTMLInputElement>(null);
  const clear = () => {
    onValueChange('');
    field.current?.focus();
  };
  return (
    <>
      <label htmlFor={id} className="est-visually-hidden">
        {label}
      </label>
      <Search className="est-search-box-icon est-absolute est-muted" size={18} aria-hidden />
      <input ref={field} id={id} className="est-search-box-input est-full est-sunken est-pill est-text-base" type="search" autoComplete="off" value={value} onChange={(event) => onValueChange(event.target.value)} {...input} />
      {value && (
        <button type="button" className="est-search-box-clear est-bare est-absolute est-justify-center est-inline est-pill est-muted" aria-label={t('searchClear')} title={t('searchClear')} onClick={clear}>
          <X size={16} aria-hidden />
        </button>
      )}
    </>
  );
}
