// Clear Filters: a button in a GET form to the whole marketplace, so it works before the page's script runs (and
// without it); in the app it clears in place.
import { Button } from '../../../components/ui/button.tsx';

export function ClearFilters({ onClear }: { onClear(): void }) {
  return (
    <form
      method="get"
      action="/marketplace"
      onSubmit={(event) => {
        event.preventDefault();
        onClear();
      }}
      className="contents"
    >
      <Button type="submit" variant="secondary" worksWithoutScript>
        Clear Filters
      </Button>
    </form>
  );
}
