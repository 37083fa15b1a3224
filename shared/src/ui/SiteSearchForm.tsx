// The site's search field (the public navbar, the phone menu and the search page): a labelled
// search box and a button, leading to /cautare?q=... Its action and method do the same as a plain
// form, so it works on a pre-rendered page before the host has taken over (or without scripts).
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { publicMessages } from '../messages/publicMessages';
import { pathOf, searchPath } from '../routing/sitePaths';
import { VisuallyHidden } from './VisuallyHidden';

interface SiteSearchFormProps {
  initialQuery?: string;
  /** Called once the visitor searched (the phone menu closes). */
  onSearch?: () => void;
  className?: string;
  /** Names the search landmark; each one on a page needs its own name. */
  label?: string;
}

export function SiteSearchForm({ initialQuery = '', onSearch, className, label = publicMessages.searchLabel }: SiteSearchFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('q') as HTMLInputElement;
    const trimmed = field.value.trim();
    if (!trimmed) return;
    navigate(searchPath(trimmed));
    onSearch?.();
  };
  return (
    <Form role="search" aria-label={label} action={pathOf('cautare')} method="get" onSubmit={submit} className={className}>
      <VisuallyHidden as="label" htmlFor={id}>
        {publicMessages.searchLabel}
      </VisuallyHidden>
      <input id={id} type="search" name="q" defaultValue={initialQuery} />
      <button type="submit">{publicMessages.searchButton}</button>
    </Form>
  );
}

const turn = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 100%;

  input {
    flex: 1 1 10rem;
    min-width: 0;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => `0 ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    font: inherit;
  }

  button {
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => `0 ${theme.space.md}`};
    border: 1px solid currentColor;
    border-radius: ${({ theme }) => theme.radii.small};
    background: transparent;
    color: inherit;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }

  /* Sent on a pre-rendered page before its scripts ran: the loader holds the search until they
     do (host/src/prerender/loader.ts) and marks the form busy meanwhile. */
  &[aria-busy='true'] button {
    cursor: progress;
  }

  &[aria-busy='true'] button::after {
    content: '';
    display: inline-block;
    width: 0.9em;
    height: 0.9em;
    margin-left: 0.4em;
    vertical-align: -0.1em;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: ${turn} 0.8s linear infinite;

    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  }
`;
