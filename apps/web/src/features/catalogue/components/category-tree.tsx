import type { Category } from '@portal/contract';
import { ChevronRightIcon, LayersIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCategories, useSubcategories } from '../api/get-categories';

type TreeProps = {
  /** The chosen category ids from the top level down (at most three); empty for all. */
  path: number[];
  onPathChange: (path: number[]) => void;
};

/**
 * 'All Categories' and the three-level tree. Choosing a category opens its children; choosing
 * the chosen one again closes it (its parent becomes the filter).
 */
export function CategoryTree({ path, onPathChange }: TreeProps) {
  const top = useCategories();
  return (
    <nav aria-label="Categories" className="space-y-2">
      <h2 className="font-medium text-sm">Categories</h2>
      <ul className="space-y-0.5">
        <li>
          <CategoryButton
            label="All Categories"
            depth={1}
            current={path.length === 0}
            onClick={() => onPathChange([])}
            icon
          />
        </li>
        {top.isPending && <SkeletonRows count={8} />}
        {top.isError && <li className="px-2 py-1.5 text-destructive text-sm">Could not load categories.</li>}
        {top.data?.map((category) => (
          <CategoryNode
            key={category.entity_id}
            category={category}
            depth={1}
            path={path}
            onPathChange={onPathChange}
          />
        ))}
      </ul>
    </nav>
  );
}

type NodeProps = TreeProps & { category: Category; depth: number };

function CategoryNode({ category, depth, path, onPathChange }: NodeProps) {
  const id = category.entity_id;
  const onPath = path[depth - 1] === id;
  const open = onPath && category.has_children && depth < 3;
  return (
    <li>
      <CategoryButton
        label={category.name}
        depth={depth}
        current={onPath && path.length === depth}
        onPath={onPath}
        expanded={category.has_children && depth < 3 ? open : undefined}
        onClick={() => onPathChange(onPath ? path.slice(0, depth - 1) : [...path.slice(0, depth - 1), id])}
      />
      {open && <CategoryChildren parentId={id} depth={depth + 1} path={path} onPathChange={onPathChange} />}
    </li>
  );
}

function CategoryChildren({
  parentId,
  depth,
  path,
  onPathChange,
}: TreeProps & { parentId: number; depth: number }) {
  const children = useSubcategories(parentId);
  return (
    <ul className="mt-0.5 ml-3 space-y-0.5 border-l pl-2">
      {children.isPending && <SkeletonRows count={3} />}
      {children.isError && (
        <li className="px-2 py-1.5 text-destructive text-xs">Could not load subcategories.</li>
      )}
      {children.data?.length === 0 && (
        <li className="px-2 py-1.5 text-muted-foreground text-xs">No subcategories</li>
      )}
      {children.data?.map((category) => (
        <CategoryNode
          key={category.entity_id}
          category={category}
          depth={depth}
          path={path}
          onPathChange={onPathChange}
        />
      ))}
    </ul>
  );
}

type ButtonProps = {
  label: string;
  depth: number;
  /** The filter in use (the deepest chosen category, or All). */
  current: boolean;
  onPath?: boolean;
  expanded?: boolean;
  icon?: boolean;
  onClick: () => void;
};

function CategoryButton({ label, depth, current, onPath, expanded, icon, onClick }: ButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-current={current ? 'true' : undefined}
      aria-expanded={expanded}
      onClick={onClick}
      className={cn(
        'h-auto min-h-8 w-full justify-start whitespace-normal py-1.5 text-left font-normal',
        depth > 1 && 'text-[13px]',
        onPath && 'font-medium text-foreground',
        current && 'bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary',
      )}
    >
      {icon && <LayersIcon aria-hidden className="text-muted-foreground" />}
      <span className="min-w-0 flex-1">{label}</span>
      {expanded !== undefined && (
        <ChevronRightIcon
          aria-hidden
          className={cn('text-muted-foreground transition-transform', expanded && 'rotate-90')}
        />
      )}
    </Button>
  );
}

function SkeletonRows({ count }: { count: number }) {
  return (
    <li aria-hidden className="space-y-1.5 px-2 py-1">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
        <Skeleton key={i} className="h-5" style={{ width: `${60 + ((i * 17) % 35)}%` }} />
      ))}
    </li>
  );
}
