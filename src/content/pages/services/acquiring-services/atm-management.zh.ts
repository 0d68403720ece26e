import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'ATM 管理',
  seoTitle: 'ATM 管理、监控与现金预测',
  description:
    '7×24小时监控、现金预测与加钞、预防性维护及安全服务，让您的 ATM 网络全天候稳定可用。',
  blurb: '为任意规模的 ATM 机群提供监控、现金预测与维护服务。',
  icon: 'i-lucide-banknote',
  menu: { menu: 'acquiring-services', label: 'ATM 管理', order: 4 },
  aliases: ['/services/acquiring-services/atm-solutions'],
  intro:
    '我们以托管服务的方式运营您的 ATM 及支持现金存入的循环机网络：实时监控每台设备，预测每台机具的现金需求，并在故障演变为停机之前派出合适的人员处理。',
  highlights: [
    {
      icon: 'i-lucide-activity',
      title: '7×24小时监控',
      description:
        '我们的运营中心持续监控每台 ATM 的设备状态、钞箱余额和交易流量，一旦出现事件立即处置。',
    },
    {
      icon: 'i-lucide-chart-line',
      title: '现金预测',
      description:
        '模型基于每台机具的取款历史、发薪日和节假日进行训练，科学规划加钞，既不让 ATM 断钞，也不让现金闲置。',
      details:
        '加钞指令自动发送给现金押运合作伙伴，加钞结果与设备上报的计数器自动对账。',
    },
    {
      icon: 'i-lucide-shield',
      title: '安全服务',
      description:
        '防侧录与防篡改告警、远程密钥加载、加密密码键盘以及软件白名单，全面保护持卡人与现金安全。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '7×24小时监控设备健康状况、钞箱余额与交易流量',
      '现金预测与加钞规划，并与现金押运服务商系统集成',
      '预防性维护计划与一线故障处理',
      '安全服务：防侧录告警、远程密钥管理与软件白名单',
      '多品牌 ATM 驱动与交换，支持无卡、二维码及钱包取款',
      '为每个网点提供可用性、正常运行时间与现金头寸（cash position）报告',
    ],
  },
  benefits: {
    title: '核心价值',
    items: [
      '高可用性：在客户察觉之前修复故障',
      '成本优化：减少闲置现金和紧急上门维修',
      '提升客户满意度：机具运转正常、始终有钞',
      '符合 PCI PIN、卡组织及央行的合规要求',
    ],
  },
  stats: [
    { figure: 'monitoring', label: '网络监控' },
    { figure: 'uptimeSla', label: '平台可用性 SLA' },
  ],
  actions: [{ kind: 'contact', label: '预约演示', topic: '一次 ATM 管理咨询' }],
} satisfies PageContent;
