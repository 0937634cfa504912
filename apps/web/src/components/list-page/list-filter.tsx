import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export type FilterOption<T extends string> = { value: T; label: string };

type ListFilterProps<T extends string> = {
  /** The select's accessible name ('Filter by status'). */
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly FilterOption<T>[];
  className?: string;
};

/** One of a list screen's filters: a labelled select of fixed choices. */
export function ListFilter<T extends string>({
  label,
  value,
  onChange,
  options,
  className,
}: ListFilterProps<T>) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as T)}>
      <SelectTrigger aria-label={label} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
