import { IconButton } from '../../ui/IconButton';
import { PencilIcon, TrashIcon } from '../../ui/Icons';

interface RowActionsProps {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function RowActions({ canEdit, canDelete, onEdit, onDelete }: RowActionsProps) {
  return (
    // Clicks here must not also open the row.
    <div className="flex items-center justify-end gap-1" onClick={(event) => event.stopPropagation()}>
      {canEdit && (
        <IconButton label="Edit" isCompact onClick={onEdit} className="hover:text-brand-blue dark:hover:text-brand-blue">
          <PencilIcon width={18} height={18} />
        </IconButton>
      )}
      {canDelete && (
        <IconButton label="Delete" isCompact onClick={onDelete} className="hover:text-brand-red dark:hover:text-brand-red">
          <TrashIcon width={18} height={18} />
        </IconButton>
      )}
    </div>
  );
}
