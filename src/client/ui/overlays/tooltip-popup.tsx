import Tooltip from '@mui/material/Tooltip';

interface TooltipPopupProps {
  title: string;
  anchorEl: HTMLElement;
}

/**
 * MUI's tooltip, open beside an element rendered elsewhere (LazyTooltip's): the tooltip's own
 * child is an empty placeholder, and its popper is anchored to the element instead.
 */
export default function TooltipPopup({ title, anchorEl }: TooltipPopupProps) {
  return (
    <Tooltip open title={title} slotProps={{ popper: { anchorEl } }}>
      <span hidden />
    </Tooltip>
  );
}
