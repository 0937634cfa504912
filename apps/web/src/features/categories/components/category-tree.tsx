import { CATEGORY_MAX_LEVEL } from '@portal/contract';
import { ArrowDownIcon, ArrowUpIcon, ChevronRightIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { AdminCategory } from '../api/categories';

export type CategoryActions = {
  onAdd: (parent: AdminCategory) => void;
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
  /** Moves the category to this place among its siblings (from 0): one up or one down. */
  onMove: (category: AdminCategory, position: number) => void;
  busy: boolean;
};

const productsText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'product' : 'products'}`;

/**
 * The tree as nested lists: each category with its products, its actions and, once opened, its
 * subcategories. The top level shows first (a real tree holds hundreds of models); adding a
 * subcategory opens its parent.
 */
export function CategoryTree({ categories, ...actions }: { categories: AdminCategory[] } & CategoryActions) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const children = new Map<number | null, AdminCategory[]>();
  for (const category of categories) {
    const list = children.get(category.parent_id) ?? [];
    list.push(category);
    children.set(category.parent_id, list);
  }
  const toggle = (id: number, show = !open.has(id)) =>
    setOpen((current) => {
      const next = new Set(current);
      if (show) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Branch
      list={children.get(null) ?? []}
      childrenOf={(id) => children.get(id) ?? []}
      isOpen={(id) => open.has(id)}
      onToggle={toggle}
      {...actions}
      onAdd={(parent) => {
        toggle(parent.id, true);
        actions.onAdd(parent);
      }}
    />
  );
}

type BranchProps = CategoryActions & {
  list: AdminCategory[];
  childrenOf: (id: number) => AdminCategory[];
  isOpen: (id: number) => boolean;
  onToggle: (id: number) => void;
  label?: string;
};

function Branch({ list, childrenOf, label, ...actions }: BranchProps) {
  return (
    <ul aria-label={label ?? 'Categories'} className="grid gap-2">
      {list.map((category, index) => {
        const below = childrenOf(category.id);
        return (
          <li key={category.id} className="grid gap-2">
            <CategoryRow category={category} index={index} last={index === list.length - 1} {...actions} />
            {below.length > 0 && actions.isOpen(category.id) && (
              <div id={`category-${category.id}-children`} className="border-l pl-3 sm:pl-6">
                <Branch
                  list={below}
                  childrenOf={childrenOf}
                  label={`Subcategories of ${category.name}`}
                  {...actions}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

type RowProps = CategoryActions & {
  category: AdminCategory;
  index: number;
  last: boolean;
  isOpen: (id: number) => boolean;
  onToggle: (id: number) => void;
};

function CategoryRow(props: RowProps) {
  const { category, index, last, onAdd, onEdit, onDelete, onMove, busy, isOpen, onToggle } = props;
  const { name } = category;
  const open = isOpen(category.id);
  return (
    <div className="grid gap-2 rounded-lg border bg-card px-3 py-2 sm:flex sm:items-center">
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
        {category.children_count > 0 ? (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Subcategories of ${name}`}
            aria-expanded={open}
            aria-controls={open ? `category-${category.id}-children` : undefined}
            onClick={() => onToggle(category.id)}
          >
            <ChevronRightIcon
              aria-hidden
              className={open ? 'rotate-90 transition-transform' : 'transition-transform'}
            />
          </Button>
        ) : (
          <span aria-hidden className="size-8" />
        )}
        <span className="break-words font-medium">{name}</span>
        <Badge variant="neutral">{productsText(category.product_count)}</Badge>
        {!category.is_active && <Badge variant="danger">Hidden</Badge>}
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Move ${name} up`}
          disabled={busy || index === 0}
          onClick={() => onMove(category, index - 1)}
        >
          <ArrowUpIcon aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Move ${name} down`}
          disabled={busy || last}
          onClick={() => onMove(category, index + 1)}
        >
          <ArrowDownIcon aria-hidden />
        </Button>
        {category.level < CATEGORY_MAX_LEVEL && (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => onAdd(category)}>
            <PlusIcon aria-hidden />
            Add
            <span className="sr-only"> a subcategory to {name}</span>
          </Button>
        )}
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => onEdit(category)}>
          <PencilIcon aria-hidden />
          Edit
          <span className="sr-only"> {name}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:text-destructive"
          disabled={busy}
          onClick={() => onDelete(category)}
        >
          <Trash2Icon aria-hidden />
          Delete
          <span className="sr-only"> {name}</span>
        </Button>
      </div>
    </div>
  );
}
