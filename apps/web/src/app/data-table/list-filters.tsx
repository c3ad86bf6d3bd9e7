import { Select, type SelectProps, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_MAX } from '@tc/contracts/schemas';
import type { ReactNode } from 'react';
import classes from './data-table.module.css';

/** A list's search and filters above it: a fieldset named for screen readers, its fields wrapping as the width needs. */
export function ListFilters({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset className={classes.filters}>
      <VisuallyHidden component="legend">{label}</VisuallyHidden>
      {children}
    </fieldset>
  );
}

/** A list's search box; usePagedList sends what it holds to the server once typing pauses. */
export function ListSearch({
  label,
  placeholder,
  value,
  onChange,
  maxLength = SEARCH_MAX,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}) {
  return (
    <TextInput
      className={classes.search}
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      maxLength={maxLength}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** One of a list's filters: a choice that can be cleared (any status, any role). */
export function ListSelect<V extends string>({
  value,
  onChange,
  options,
  allLabel,
  ...props
}: Omit<SelectProps, 'value' | 'onChange' | 'data'> & {
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  options: readonly { value: V; label: string }[];
  /** An option of its own that lifts the filter ('All statuses'), besides the clear button. */
  allLabel?: string;
}) {
  return (
    <Select
      className={classes.filter}
      clearable
      data={allLabel ? [{ value: ALL, label: allLabel }, ...options] : [...options]}
      value={value ?? (allLabel ? ALL : null)}
      onChange={(chosen) => onChange((chosen && chosen !== ALL ? chosen : undefined) as V | undefined)}
      {...props}
    />
  );
}

/** The value of a filter's 'All' option: no value a list filters by. */
const ALL = '__all__';
