import type { CatalogueState } from '../hooks/use-catalogue-state';
import { CategoryTree } from './category-tree';
import { SearchBox } from './search-box';

/** The left panel (a drawer on mobile): the search box, and the category tree outside search mode. */
export function CatalogueFilters({ state, onDone }: { state: CatalogueState; onDone?: () => void }) {
  return (
    <div className="space-y-6">
      <SearchBox
        value={state.input}
        onValueChange={state.setInput}
        searchMode={state.searchMode}
        onSearch={(query) => {
          state.search(query);
          onDone?.();
        }}
        onClear={state.clearSearch}
      />
      {!state.searchMode && (
        <CategoryTree
          path={state.path}
          onPathChange={(path) => {
            state.setPath(path);
            // The drawer stays open while a branch is opened, and closes on a final choice.
            if (path.length === 3) onDone?.();
          }}
        />
      )}
    </div>
  );
}
