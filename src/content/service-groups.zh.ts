/**
 * The four service groups of the Services menu, in menu order: the one definition of their ids,
 * names, icons and summaries. A group's path is `/services/<id>`, and `id` is `slugify(name)`.
 */
export const serviceGroups = [
  {
    id: 'digital-banking-ecosystem',
    name: '数字银行生态系统',
    icon: 'i-lucide-landmark',
    summary: '为数字优先的金融机构提供核心银行系统、服务渠道和开放 API。',
  },
  {
    id: 'issuing-services',
    name: '发卡服务',
    icon: 'i-lucide-credit-card',
    summary: '实体卡、虚拟卡和令牌化卡，全生命周期管控。',
  },
  {
    id: 'acquiring-services',
    name: '收单服务',
    icon: 'i-lucide-store',
    summary: '受理每一种支付方式：POS、SoftPOS、ATM 和在线网关。',
  },
  {
    id: 'value-added-services',
    name: '增值服务',
    icon: 'i-lucide-sparkles',
    summary: '欺诈防控、3D Secure、忠诚度计划、账单支付、数据分析与运营支持。',
  },
] as const;

export type ServiceGroup = (typeof serviceGroups)[number];
export type ServiceGroupId = ServiceGroup['id'];
