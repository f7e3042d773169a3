import ComputerIcon from '@mui/icons-material/Computer';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import TabletMacIcon from '@mui/icons-material/TabletMac';

/** Spec 3 Session: device_type mobile or tablet, anything else is a computer. */
export function deviceKind(deviceType: string | null): 'mobile' | 'tablet' | 'computer' {
  if (deviceType === 'mobile' || deviceType === 'tablet') return deviceType;
  return 'computer';
}

export function DeviceIcon({ deviceType }: { deviceType: string | null }) {
  const kind = deviceKind(deviceType);
  const props = { fontSize: 'large' as const, color: 'action' as const, 'data-device': kind };
  if (kind === 'mobile') return <SmartphoneIcon {...props} />;
  if (kind === 'tablet') return <TabletMacIcon {...props} />;
  return <ComputerIcon {...props} />;
}
