import {
  IconBarrierBlock,
  IconBolt,
  IconBuilding,
  IconBuildingFactory2,
  IconCar,
  IconContainer,
  IconForklift,
  IconGasStation,
  IconHammer,
  IconHammerDrill,
  IconHelmet,
  IconPackage,
  IconPick,
  IconSchool,
  IconSettings,
  IconShovel,
  IconTool,
  IconTractor,
  IconTruck,
  type TablerIcon,
} from '@tabler/icons-react';
import type { CourseIcon as CourseIconName } from '@tc/contracts/schemas';

/** The spec names lucide icons; these are their Tabler equivalents. */
export const courseIconComponents: Record<CourseIconName, TablerIcon> = {
  GraduationCap: IconSchool,
  Wrench: IconTool,
  Hammer: IconHammer,
  Cog: IconSettings,
  Truck: IconTruck,
  Car: IconCar,
  HardHat: IconHelmet,
  Zap: IconBolt,
  Fuel: IconGasStation,
  Pickaxe: IconPick,
  Drill: IconHammerDrill,
  Shovel: IconShovel,
  Package: IconPackage,
  Container: IconContainer,
  Factory: IconBuildingFactory2,
  Forklift: IconForklift,
  Tractor: IconTractor,
  Construction: IconBarrierBlock,
  Building: IconBuilding,
};

export function CourseIcon({ name, size }: { name: CourseIconName; size: number }) {
  const Component = courseIconComponents[name];
  return <Component size={size} stroke={1.75} aria-hidden />;
}
