import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'POS 系统',
  seoTitle: 'POS 终端收单与终端管理',
  description:
    '部署并运营台式、便携式及 Android 智能 POS 终端，提供终端管理、银行卡与二维码受理，以及商户每日结算。',
  blurb: '面向线下有卡交易的终端管理、EMV 受理与商户结算。',
  icon: 'i-lucide-calculator',
  menu: { menu: 'acquiring-services', label: 'POS 系统', order: 1 },
  intro:
    '我们的 POS 收单平台将您网络中的每一台终端——从超市收银台到快递员的手持设备——统一接入同一个交换系统、同一套终端管理系统和同一个结算引擎。',
  highlights: [
    {
      icon: 'i-lucide-monitor-smartphone',
      title: '终端任选，统一管理',
      description:
        '来自领先厂商的台式、便携式和 Android 智能 POS 设备，均可在同一控制台集中管理和监控。',
    },
    {
      icon: 'i-lucide-wrench',
      title: '远程终端管理',
      description:
        '通过空中下载（OTA）推送参数、密钥、应用更新和商户变更，实时掌握每台设备的健康状况与可用性。',
      details:
        '系统对长时间无响应、纸张不足或交易屡遭拒绝的终端自动告警，让外勤团队精准前往真正需要的地方。',
    },
    {
      icon: 'i-lucide-qr-code',
      title: '银行卡、钱包与二维码',
      description:
        '在同一台设备上受理芯片卡、非接触式支付、磁条降级交易、移动钱包和二维码支付，并统一结算。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '在台式、便携式和 Android 终端上受理 EMV 芯片卡、非接触式支付和二维码',
      '终端管理系统：参数、密钥管理与空中下载更新',
      '商户入网：KYB 审核、MCC 分配与费率方案',
      '终端支持预授权、小费、退款和分期付款',
      '每日结算，提供商户对账单和自助服务门户',
      '支持离线交易存储，适应网络信号较弱的地区',
    ],
  },
  benefits: {
    title: '核心价值',
    items: [
      '更快的入网与部署，助您扩大商户网络',
      '远程诊断与更新，降低现场服务成本',
      '提高交易通过率，减少交易流失',
      '清晰的商户报表，减少客服来电',
    ],
  },
  stats: [
    { figure: 'merchants', label: '服务商户数' },
    'uptimeSla',
  ],
  flow: {
    title: '银行卡支付的流程',
    intro: '从柜台前的一次碰卡，到资金进入商户账户：授权瞬间完成，结算在日终进行。',
    nodes: [
      { icon: 'i-lucide-user-round', label: '持卡人' },
      { icon: 'i-lucide-calculator', label: '商户 POS' },
      { icon: 'i-lucide-server', label: '收单机构', ours: true },
      { icon: 'i-lucide-network', label: '卡组织' },
      { icon: 'i-lucide-landmark', label: '发卡银行' },
    ],
    phases: [
      {
        title: '柜台前：授权',
        steps: [
          { from: 0, to: 1, label: '碰卡、插卡或刷卡，如有需要输入 PIN' },
          { from: 1, to: 2, label: '发送加密的授权请求' },
          { from: 2, to: 3, label: '核验商户，并将请求路由至该卡所属的卡组织' },
          { from: 3, to: 4, label: '转发给发卡银行' },
          { from: 4, to: 4, label: '核查余额、限额和欺诈规则' },
          { from: 4, to: 1, label: '批准或拒绝：应答沿原路返回，终端打印小票' },
        ],
      },
      {
        title: '日终：结算',
        steps: [
          { from: 1, to: 2, label: '关闭当日的销售批次' },
          { from: 2, to: 3, label: '提交已清分的交易' },
          { from: 4, to: 2, label: '通过卡组织支付这些消费款项' },
          { from: 2, to: 1, label: '扣除手续费后将款项计入商户账户，并提供对账单' },
        ],
      },
    ],
  },
  actions: [
    { kind: 'contact', label: '预约演示', topic: '一次 POS 收单演示' },
    { kind: 'link', label: '了解 SoftPOS', to: '/services/acquiring-services/softpos' },
  ],
} satisfies PageContent;
